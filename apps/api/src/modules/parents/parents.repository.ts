import { type DbExecutor, parentsOffers } from '@photostudy/db';
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';

/** A parents' offer as stored. */
export type ParentsOfferRow = typeof parentsOffers.$inferSelect;

/** Stores a new offer. */
export async function insertOffer(db: DbExecutor, values: typeof parentsOffers.$inferInsert): Promise<ParentsOfferRow> {
  const [row] = await db.insert(parentsOffers).values(values).returning();
  if (!row) throw new Error('offer insert returned nothing');
  return row;
}

/** The offer of a link's code. */
export async function findOfferByCode(db: DbExecutor, code: string): Promise<ParentsOfferRow | null> {
  const [row] = await db.select().from(parentsOffers).where(eq(parentsOffers.code, code));
  return row ?? null;
}

/**
 * Answers an offer once: only a row still waiting (`optin`) changes, so of two concurrent answers one gets the row
 * and the other nothing (PostgreSQL re-reads the row after the first commits).
 */
export async function answerOffer(
  db: DbExecutor,
  code: string,
  values: { state: 'accepted' | 'refused'; phone: string | null; answeredAt: Date },
): Promise<ParentsOfferRow | null> {
  const [row] = await db
    .update(parentsOffers)
    .set({ state: values.state, answeredAt: values.answeredAt, ...(values.phone ? { phone: values.phone } : {}) })
    .where(and(eq(parentsOffers.code, code), eq(parentsOffers.state, 'optin')))
    .returning();
  return row ?? null;
}

/** The account's offer still waiting for an answer, if any. */
export async function findOpenOffer(db: DbExecutor, accountId: number): Promise<ParentsOfferRow | null> {
  const [row] = await db
    .select()
    .from(parentsOffers)
    .where(and(eq(parentsOffers.accountId, accountId), eq(parentsOffers.state, 'optin')))
    .orderBy(desc(parentsOffers.id))
    .limit(1);
  return row ?? null;
}

/** Whether a parent answered an offer of the account since a time. */
export async function answeredSince(db: DbExecutor, accountId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: parentsOffers.id })
    .from(parentsOffers)
    .where(and(eq(parentsOffers.accountId, accountId), gte(parentsOffers.answeredAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** The newest parent's phone known from the account's offers. */
export async function latestPhone(db: DbExecutor, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: parentsOffers.phone })
    .from(parentsOffers)
    .where(and(eq(parentsOffers.accountId, accountId), isNotNull(parentsOffers.phone)))
    .orderBy(desc(parentsOffers.id))
    .limit(1);
  return row?.phone ?? null;
}

/** Offers, newest first (admin area). */
export function listOffers(db: DbExecutor, limit: number): Promise<ParentsOfferRow[]> {
  return db.select().from(parentsOffers).orderBy(desc(parentsOffers.id)).limit(limit);
}

/** Erasure: deletes the account's offers and answers the parents' phones they held (their texts go too). */
export async function eraseParentsOffersForAccount(tx: DbExecutor, accountId: number): Promise<string[]> {
  const rows = await tx.delete(parentsOffers).where(eq(parentsOffers.accountId, accountId)).returning({ phone: parentsOffers.phone });
  return [...new Set(rows.flatMap((r) => (r.phone ? [r.phone] : [])))];
}
