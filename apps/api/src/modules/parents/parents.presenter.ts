import type { adminParentsOfferSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { AccountRow } from '../account/account-directory.service';
import type { ParentsOfferRow } from './parents.repository';

/** One offer in the admin area. */
export type AdminParentsOfferWire = z.infer<typeof adminParentsOfferSchema>;

/** One offer as the admin area lists it; the student is named by name, email or User ID. */
export function presentAdminOffer(row: ParentsOfferRow, account: AccountRow | null, url: string): AdminParentsOfferWire {
  return {
    id: row.id,
    code: row.code,
    url,
    uid: row.accountId,
    student: account ? (account.name ?? account.email ?? account.loginId) : null,
    sessions: row.sessions,
    type: row.state,
    origin: row.origin,
    phone: row.phone,
    created: epochS(row.createdAt),
    answered: row.answeredAt ? epochS(row.answeredAt) : null,
  };
}
