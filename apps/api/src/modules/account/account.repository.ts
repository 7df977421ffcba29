import { accountModals, accounts, type DbExecutor, ledgerEntries, questions, storePackages } from '@photostudy/db';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';

/** The account row of a profile. */
export async function findProfileRow(db: DbExecutor, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** Ledger sums per kind (the balance is the ledger's sum, brief section 6). */
export async function ledgerSums(db: DbExecutor, accountId: number): Promise<{ session: number; writing: number; purchases: number }> {
  const [row] = await db
    .select({
      session: sql<string>`coalesce(sum(${ledgerEntries.delta}) filter (where ${ledgerEntries.kind} = 'session'), 0)`,
      writing: sql<string>`coalesce(sum(${ledgerEntries.delta}) filter (where ${ledgerEntries.kind} = 'writing'), 0)`,
      purchases: sql<string>`count(distinct ${ledgerEntries.createdAt}) filter (where ${ledgerEntries.reason} = 'purchase' and ${ledgerEntries.delta} > 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return { session: Number(row?.session ?? 0), writing: Number(row?.writing ?? 0), purchases: Number(row?.purchases ?? 0) };
}

/** How many questions the account asked (sample sessions excluded). */
export async function countQuestions(db: DbExecutor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.authorId, accountId), eq(questions.isSample, false)));
  return row?.n ?? 0;
}

/** Active store packages in shop order. */
export function activePackages(db: DbExecutor) {
  return db.select().from(storePackages).where(eq(storePackages.isActive, true)).orderBy(asc(storePackages.position));
}

/** Queued modals not yet delivered, oldest first. */
export function pendingModals(db: DbExecutor, accountId: number) {
  return db
    .select()
    .from(accountModals)
    .where(and(eq(accountModals.accountId, accountId), isNull(accountModals.deliveredAt)))
    .orderBy(asc(accountModals.id));
}

/** Marks modals delivered; answers the ids this caller delivered (another poll may have taken some). */
export async function markModalsDelivered(db: DbExecutor, ids: number[], at: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(accountModals)
    .set({ deliveredAt: at })
    .where(and(inArray(accountModals.id, ids), isNull(accountModals.deliveredAt)))
    .returning({ id: accountModals.id });
  return new Set(rows.map((r) => r.id));
}

/** Queues a modal for an account. */
export async function insertModal(db: DbExecutor, values: typeof accountModals.$inferInsert): Promise<number> {
  const [row] = await db.insert(accountModals).values(values).returning({ id: accountModals.id });
  if (!row) throw new Error('modal insert returned nothing');
  return row.id;
}

/** Updates profile fields of an account. */
export async function updateAccount(db: DbExecutor, accountId: number, values: Partial<typeof accounts.$inferInsert>) {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, accountId)).returning();
  return row;
}
