import type { adminDataDeletionRequestSchema, dataDeletionStatusSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { AccountRow } from '../account/account-directory.service';
import type { DeletionRequestRow } from './data-deletion.repository';

/** The public status of a request. */
export type DeletionStatusWire = z.infer<typeof dataDeletionStatusSchema>;
/** One request in the admin area. */
export type AdminDeletionRequestWire = z.infer<typeof adminDataDeletionRequestSchema>;

/** A request's public status: it names nobody. */
export function presentStatus(row: DeletionRequestRow): DeletionStatusWire {
  return {
    request_id: row.requestId,
    state: row.state,
    created: epochS(row.createdAt),
    completed: row.completedAt ? epochS(row.completedAt) : null,
  };
}

/** A request in the admin area: the account's email or User ID while it is pending, nothing once erased. */
export function presentAdminRequest(row: DeletionRequestRow, account: AccountRow | null): AdminDeletionRequestWire {
  return { ...presentStatus(row), origin: row.origin, account: account ? (account.email ?? account.loginId) : null };
}
