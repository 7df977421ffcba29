import {
  type DbExecutor,
  paymentMethods,
  preparedOnce,
  purchaseIdempotency,
  purchases,
  reservations,
  storePackages,
  subscriptions,
} from '@photostudy/db';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

/** A store package as stored. */
export type PackageRow = typeof storePackages.$inferSelect;
/** A vaulted payment method as stored. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
/** A purchase as stored. */
export type PurchaseRow = typeof purchases.$inferSelect;
/** A subscription as stored. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

// --- packages ---

/** Active packages in store order. */
export function activePackages(db: DbExecutor): Promise<PackageRow[]> {
  return activePackagesQuery(db).execute();
}

// The status bundle (every open app polls it) reads the storefront, the subscription and the purchase count: built once,
// prepared (issue 19).
const activePackagesQuery = preparedOnce((db) =>
  db
    .select()
    .from(storePackages)
    .where(eq(storePackages.isActive, true))
    .orderBy(asc(storePackages.position), asc(storePackages.productId))
    .prepare('store_active_packages'),
);
const countPurchasesQuery = preparedOnce((db) =>
  db
    .select({ n: count() })
    .from(purchases)
    .where(eq(purchases.accountId, sql.placeholder('accountId')))
    .prepare('store_count_purchases'),
);
const subscriptionQuery = preparedOnce((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, sql.placeholder('accountId')))
    .prepare('store_subscription_of'),
);

/** Every package, active or not, in store order. */
export function allPackages(db: DbExecutor): Promise<PackageRow[]> {
  return db.select().from(storePackages).orderBy(asc(storePackages.position), asc(storePackages.productId));
}

/** One package, active or not. */
export async function findPackage(db: DbExecutor, productId: string): Promise<PackageRow | null> {
  const [row] = await db.select().from(storePackages).where(eq(storePackages.productId, productId));
  return row ?? null;
}

/** Packages by product id. */
export async function packagesByIds(db: DbExecutor, productIds: string[]): Promise<Map<string, PackageRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(storePackages)
    .where(inArray(storePackages.productId, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** Inserts a package; null when the product id is taken. */
export async function insertPackage(db: DbExecutor, values: typeof storePackages.$inferInsert): Promise<PackageRow | null> {
  const [row] = await db.insert(storePackages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes a package; null when there is none. */
export async function updatePackage(
  db: DbExecutor,
  productId: string,
  values: Partial<typeof storePackages.$inferInsert>,
): Promise<PackageRow | null> {
  const [row] = await db.update(storePackages).set(values).where(eq(storePackages.productId, productId)).returning();
  return row ?? null;
}

// --- payment methods ---

/** The account's default payment method. */
export async function findDefaultMethod(db: DbExecutor, accountId: number): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.isDefault, true)));
  return row ?? null;
}

/** Stores a vaulted method; as the default, the previous default steps down first (one default per account). */
export async function insertMethod(db: DbExecutor, values: typeof paymentMethods.$inferInsert): Promise<PaymentMethodRow> {
  if (values.isDefault)
    await db
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.accountId, values.accountId), eq(paymentMethods.isDefault, true)));
  const [row] = await db.insert(paymentMethods).values(values).returning();
  if (!row) throw new Error('payment method insert returned nothing');
  return row;
}

// --- purchases ---

/** Records a purchase. */
export async function insertPurchase(db: DbExecutor, values: typeof purchases.$inferInsert): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('purchase insert returned nothing');
  return row;
}

/** How many purchases an account made (renewals included). */
export async function countPurchases(db: DbExecutor, accountId: number): Promise<number> {
  const [row] = await countPurchasesQuery(db).execute({ accountId });
  return row?.n ?? 0;
}

/** One purchase. */
export async function findPurchase(db: DbExecutor, id: number): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row ?? null;
}

/** Locks one purchase row (refunds run one at a time per purchase). */
export async function lockPurchase(db: DbExecutor, id: number): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
  return row ?? null;
}

/** Marks a purchase refunded. */
export async function markRefunded(db: DbExecutor, id: number, refundedCents: number): Promise<PurchaseRow> {
  const [row] = await db.update(purchases).set({ status: 'refunded', refundedCents }).where(eq(purchases.id, id)).returning();
  if (!row) throw new Error(`purchase ${id} vanished`);
  return row;
}

/**
 * One page of purchases, newest first, matching any of: these buyers, this uid, this transaction id, this
 * product id (no filter lists them all). Answers `limit + 1` rows at most so that the caller knows if more follow.
 */
export function searchPurchases(
  db: DbExecutor,
  filter: { accountIds: number[]; text: string } | null,
  page: { limit: number; offset: number },
): Promise<PurchaseRow[]> {
  let where: SQL | undefined;
  if (filter) {
    const conditions: SQL[] = [eq(purchases.gatewayTransactionId, filter.text), eq(purchases.productId, filter.text)];
    if (filter.accountIds.length) conditions.push(inArray(purchases.accountId, filter.accountIds));
    where = or(...conditions);
  }
  return db
    .select()
    .from(purchases)
    .where(where)
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

// --- subscriptions ---

/** The account's subscription. */
export async function findSubscription(db: DbExecutor, accountId: number): Promise<SubscriptionRow | null> {
  const [row] = await subscriptionQuery(db).execute({ accountId });
  return row ?? null;
}

/** One subscription by id, unlocked (to learn its account before taking the account lock). */
export async function findSubscriptionById(db: DbExecutor, id: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** Locks a subscription row (a renewal and a switch of auto-renew never interleave). */
export async function lockSubscription(db: DbExecutor, by: { id: number } | { accountId: number }): Promise<SubscriptionRow | null> {
  const where = 'id' in by ? eq(subscriptions.id, by.id) : eq(subscriptions.accountId, by.accountId);
  const [row] = await db.select().from(subscriptions).where(where).for('update');
  return row ?? null;
}

/** Starts (or restarts, on another plan) the account's subscription with auto-renew and auto-pay on. */
export async function upsertSubscription(
  db: DbExecutor,
  values: { accountId: number; productId: string; currentPeriodEnd: Date; at: Date },
): Promise<SubscriptionRow> {
  const fields = {
    productId: values.productId,
    autoRenew: true,
    autoPay: true,
    currentPeriodEnd: values.currentPeriodEnd,
    updatedAt: values.at,
  };
  const [row] = await db
    .insert(subscriptions)
    .values({ accountId: values.accountId, ...fields, createdAt: values.at })
    .onConflictDoUpdate({ target: subscriptions.accountId, set: fields })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

/** Changes a subscription. */
export async function updateSubscription(
  db: DbExecutor,
  id: number,
  values: Partial<Pick<SubscriptionRow, 'autoRenew' | 'autoPay' | 'currentPeriodEnd' | 'updatedAt'>>,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/** Ends a subscription. */
export async function deleteSubscription(db: DbExecutor, id: number): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.id, id));
}

/**
 * Erasure of an account: purchases and claimed order numbers (money records) move to the anonymous account that
 * replaces it; payment methods, the subscription and the idempotency keys go. Answers the subscriptions removed (their
 * renewal timers go too).
 */
export async function eraseStoreForAccount(tx: DbExecutor, accountId: number, anonymousId: number): Promise<{ subscriptionIds: number[] }> {
  await tx.update(purchases).set({ accountId: anonymousId }).where(eq(purchases.accountId, accountId));
  await tx.update(reservations).set({ claimedBy: anonymousId }).where(eq(reservations.claimedBy, accountId));
  await tx.delete(purchaseIdempotency).where(eq(purchaseIdempotency.accountId, accountId));
  await tx.delete(paymentMethods).where(eq(paymentMethods.accountId, accountId));
  const removed = await tx.delete(subscriptions).where(eq(subscriptions.accountId, accountId)).returning({ id: subscriptions.id });
  return { subscriptionIds: removed.map((r) => r.id) };
}
