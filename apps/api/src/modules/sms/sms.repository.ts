import { type DbExecutor, devSmsOutbox } from '@photostudy/db';
import { desc, eq, inArray } from 'drizzle-orm';

/** Stores one text in the development outbox. */
export async function insertSms(db: DbExecutor, sms: { toPhone: string; body: string; createdAt: Date }): Promise<void> {
  await db.insert(devSmsOutbox).values(sms);
}

/** The outbox of one phone number, newest first. */
export function listSms(db: DbExecutor, toPhone: string, limit: number) {
  return db.select().from(devSmsOutbox).where(eq(devSmsOutbox.toPhone, toPhone)).orderBy(desc(devSmsOutbox.id)).limit(limit);
}

/** Erasure: the outbox texts sent to these numbers (a parent's texts name the child). */
export async function eraseSmsForPhones(tx: DbExecutor, phones: readonly string[]): Promise<void> {
  if (phones.length === 0) return;
  await tx.delete(devSmsOutbox).where(inArray(devSmsOutbox.toPhone, [...phones]));
}
