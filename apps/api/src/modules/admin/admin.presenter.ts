import type { adminExpertSchema, adminPersonSchema, adminStudentSchema, ledgerEntrySchema } from '@photostudy/contracts';
import type { z } from 'zod';
import type { Balance } from '../ledger/ledger.service';
import type { LedgerRow } from '../ledger/ledger.repository';
import type { AccountRow, ExpertProfileRow } from '../account/account.repository';

/** Epoch seconds of a stored time. */
export const epochOf = (at: Date): number => Math.floor(at.getTime() / 1000);

/** Subjects by id as `{tid, title}`, unknown ids left out. */
export function presentSubjects(ids: number[], titles: Map<number, string>): { tid: number; title: string }[] {
  return ids.flatMap((tid) => {
    const title = titles.get(tid);
    return title === undefined ? [] : [{ tid, title }];
  });
}

/** An expert row of the admin list. */
export function presentExpert(
  account: AccountRow,
  profile: ExpertProfileRow | null,
  titles: Map<number, string>,
): z.infer<typeof adminExpertSchema> {
  const count = profile?.ratingCount ?? 0;
  return {
    uid: account.id,
    email: account.email,
    name: account.name,
    subjects: presentSubjects(profile?.subjectIds ?? [], titles),
    rating_count: count,
    rating_average: count > 0 ? Math.round(((profile?.ratingSum ?? 0) / count) * 100) / 100 : null,
    created: epochOf(account.createdAt),
  };
}

/** A student with the balance. */
export function presentStudent(account: AccountRow, balance: Balance): z.infer<typeof adminStudentSchema> {
  return {
    uid: account.id,
    email: account.email,
    id: account.loginId,
    name: account.name,
    auth_type: account.authType,
    balance: { session_count: balance.sessionCount, credit_count: balance.creditCount },
    created: epochOf(account.createdAt),
  };
}

/** One ledger row on the wire. */
export function presentLedgerEntry(row: LedgerRow): z.infer<typeof ledgerEntrySchema> {
  return {
    id: row.id,
    kind: row.kind,
    delta: row.delta,
    reason: row.reason,
    note: row.note,
    qid: row.questionId,
    actor_id: row.actorId,
    created: epochOf(row.createdAt),
  };
}

/** A person named in the moderation lists, or null when unknown. */
export function presentPerson(account: AccountRow | undefined): z.infer<typeof adminPersonSchema> | null {
  return account ? { uid: account.id, email: account.email, name: account.name ?? account.loginId, role: account.role } : null;
}
