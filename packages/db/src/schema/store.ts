import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { storePackages } from './catalog';

/**
 * Payment methods vaulted at the gateway. Only what the store shows is kept (brand, last 4 or the PayPal
 * email) and the gateway's token to charge it: never a card number.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    gatewayToken: text('gateway_token').notNull(),
    methodType: text('method_type', { enum: ['credit_card', 'paypal_account', 'android_pay_card', 'apple_pay_card'] }).notNull(),
    /** Card brand as the gateway names it ('Visa', 'MasterCard', ...) or 'PayPal'. */
    cardType: text('card_type').notNull(),
    last4: text('last4'),
    /** The PayPal account's email (PayPal methods only). */
    email: text('email'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_account_idx').on(t.accountId),
    // One default per account, held by the database rather than by every writer.
    uniqueIndex('payment_methods_default_key')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Subscriptions to a monthly plan: one per account, renewed by a durable timer at the period end. */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique('subscriptions_account_key')
    .references(() => accounts.id, { onDelete: 'cascade' }),
  productId: text('product_id')
    .notNull()
    .references(() => storePackages.productId),
  autoRenew: boolean('auto_renew').notNull().default(true),
  autoPay: boolean('auto_pay').notNull().default(true),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every charge that credited a balance: a click in the store or a renewal. The gateway's transaction id is
 * unique, and a renewal is unique per subscription and period, so neither can be written twice.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => storePackages.productId),
    kind: text('kind', { enum: ['purchase', 'renewal'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    sessions: integer('sessions').notNull(),
    writingCredits: integer('writing_credits').notNull(),
    paymentMethodType: text('payment_method_type').notNull(),
    gatewayTransactionId: text('gateway_transaction_id').notNull().unique('purchases_gateway_transaction_key'),
    status: text('status', { enum: ['settled', 'refunded', 'partially_refunded'] })
      .notNull()
      .default('settled'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The subscription a plan purchase started or a renewal extended. */
    subscriptionId: integer('subscription_id'),
    /** Start of the period a renewal pays for (the previous period's end). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_account_idx').on(t.accountId, t.createdAt),
    index('purchases_created_idx').on(t.createdAt),
    uniqueIndex('purchases_renewal_period_key')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'renewal'`),
  ],
);

/**
 * One row per Idempotency-Key of an account: inserted before the charge (so a concurrent retry finds it),
 * then completed with the answer or the catalogued error that every retry of the key gets again.
 */
export const purchaseIdempotency = pgTable(
  'purchase_idempotency',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    purchaseId: integer('purchase_id'),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    /** Catalogue name of the error a failed purchase answered. */
    errorName: text('error_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('purchase_idempotency_key').on(t.accountId, t.key)],
);

/** Order numbers an admin imported, each redeemable once for its package (`POST /api/reservation-claims`). */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and upper-cased, so that a student may type it in any case. */
    orderNumber: text('order_number').notNull().unique('reservations_order_number_key'),
    productId: text('product_id')
      .notNull()
      .references(() => storePackages.productId),
    claimedBy: integer('claimed_by').references(() => accounts.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    importedBy: integer('imported_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservations_created_idx').on(t.createdAt)],
);

/**
 * Single-use nonces of the built-in sandbox gateway's card form: brand, last 4 and how the test card
 * behaves at charge time, never the number. Shared by every node through the database.
 */
export const sandboxCardNonces = pgTable('sandbox_card_nonces', {
  nonce: text('nonce').primaryKey(),
  cardType: text('card_type').notNull(),
  last4: text('last4').notNull(),
  isDeclined: boolean('is_declined').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
