import { type DbExecutor, devMailbox } from '@photostudy/db';
import { desc, eq, inArray } from 'drizzle-orm';

/** Stores one email in the development outbox. */
export async function insertMail(
  db: DbExecutor,
  mail: { to: string; subject: string; text: string; html: string; createdAt: Date },
): Promise<void> {
  await db.insert(devMailbox).values(mail);
}

/** The outbox of one address, newest first. */
export function listMail(db: DbExecutor, to: string, limit: number) {
  return db.select().from(devMailbox).where(eq(devMailbox.to, to)).orderBy(desc(devMailbox.id)).limit(limit);
}

/** Erasure: the development outbox's mail to these addresses. */
export async function eraseMailForAddresses(tx: DbExecutor, addresses: readonly string[]): Promise<void> {
  if (addresses.length === 0) return;
  const lowered = addresses.map((a) => a.toLowerCase());
  await tx.delete(devMailbox).where(inArray(devMailbox.to, lowered));
}
