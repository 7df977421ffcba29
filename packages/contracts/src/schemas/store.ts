import { z } from 'zod';
import type { Camelize } from '../case';
import { epochSeconds, uidSchema } from './common';

/** How often a plan renews; `null` for a one-off credit package. */
export const PACKAGE_PLANS = ['monthly'] as const;

/** A credit package of the store, as the student sees it (spec 000 section 3, Package). */
export const packageSchema = z.object({
  product_id: z.string(),
  description: z.string(),
  subdescription: z.string(),
  /** Display price with its currency, for example '$9.99'. */
  price: z.string(),
  confirmation_required: z.boolean(),
  /** 'monthly' for a subscription plan, null for a one-off package. */
  plan: z.enum(PACKAGE_PLANS).nullable(),
});

/** The storefront part of the status bundle. */
export const storefrontSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  packages: z.array(packageSchema),
});

/** The student's subscription, if any. */
export const subscriptionSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  plan: z.string(),
  auto_renew: z.object({ enabled: z.boolean() }),
  auto_pay: z.object({ enabled: z.boolean() }),
});

/** Kinds of payment method the gateway may vault. */
export const PAYMENT_METHOD_TYPES = ['credit_card', 'paypal_account', 'android_pay_card', 'apple_pay_card'] as const;

/** `GET /api/payment-methods/default` answer (40403 when there is none), and the answer of `POST /api/payment-methods`. */
export const paymentMethodSchema = z.object({
  /** What the app shows, for example 'Visa ending in 1111' or the PayPal email. */
  text: z.string(),
  /** Card brand as Braintree names it ('Visa', 'MasterCard', ...) or 'PayPal'. */
  card_type: z.string(),
  method_type: z.enum(PAYMENT_METHOD_TYPES),
});

/** Which gateway the server runs: the built-in sandbox or Braintree (client config `payment_gateway`). */
export const PAYMENT_GATEWAYS = ['sandbox', 'braintree'] as const;

/** `GET /api/payments/braintree` answer. */
export const paymentClientTokenSchema = z.object({ client_token: z.string() });

/** `POST /api/payment-methods` payload. */
export const addPaymentMethodRequestSchema = z.object({
  payment_method_nonce: z.string().trim().min(1).max(512),
  is_default: z.boolean(),
});

/**
 * `POST /api/payments/sandbox-cards` payload (sandbox gateway only): the card-entry form of our app turns a test
 * card into a nonce on the server, as Braintree's hosted fields do; the number itself is never stored.
 */
export const sandboxCardRequestSchema = z.object({
  client_token: z.string().min(1).max(2048),
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'card number')),
  expiration_month: z.coerce.number().int().min(1).max(12),
  expiration_year: z.coerce.number().int().min(2000).max(2100),
  cvv: z.string().regex(/^\d{3,4}$/, 'cvv'),
  postal_code: z.string().trim().max(16).optional(),
});

/** `POST /api/payments/sandbox-cards` answer. */
export const sandboxCardAnswerSchema = z.object({ nonce: z.string(), card_type: z.string(), last4: z.string() });

/** `POST /api/payments/credit` payload (with an `Idempotency-Key` header, one per click). */
export const purchaseRequestSchema = z.object({ product_id: z.string().trim().min(1).max(64) });

/** `POST /api/payments/credit` answer. */
export const purchaseAnswerSchema = z.object({
  payment_method_type: z.string(),
  /** Charged amount as a decimal string, for example '9.99'. */
  transaction_amount: z.string(),
});

/** The header that makes a purchase safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** An idempotency key: 8 to 128 characters of letters, digits, dash and underscore. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/** `POST /api/payments/auto` payload. */
export const autoPaymentRequestSchema = z.object({ type: z.enum(['renew', 'pay']), is_enabled: z.boolean() });

/** `POST /api/reservation-claims` payload. */
export const reservationClaimRequestSchema = z.object({ order_number: z.string().trim().min(1).max(64) });

/** `POST /api/reservation-claims` answer: what the reservation granted. */
export const reservationClaimAnswerSchema = z.object({
  product_id: z.string(),
  sessions: z.number().int().nonnegative(),
  writing_credits: z.number().int().nonnegative(),
});

// --- admin area ---

/** A package as the admin area edits it. */
export const adminPackageSchema = z.object({
  product_id: z.string(),
  description: z.string(),
  subdescription: z.string(),
  price_cents: z.number().int().nonnegative(),
  currency: z.string(),
  sessions: z.number().int().nonnegative(),
  writing_credits: z.number().int().nonnegative(),
  confirmation_required: z.boolean(),
  plan: z.enum(PACKAGE_PLANS).nullable(),
  is_active: z.boolean(),
  position: z.number().int(),
});

/** `GET /api/admin/packages` answer, in store order. */
export const adminPackageListSchema = z.object({ packages: z.array(adminPackageSchema) });

const packageFields = {
  description: z.string().trim().min(1).max(120),
  subdescription: z.string().trim().max(240),
  price_cents: z.number().int().min(50).max(100_000),
  sessions: z.number().int().min(0).max(1000),
  writing_credits: z.number().int().min(0).max(1000),
  confirmation_required: z.boolean(),
  plan: z.enum(PACKAGE_PLANS).nullable(),
  is_active: z.boolean(),
  position: z.number().int().min(0).max(1000),
};

/** `POST /api/admin/packages` payload. A package grants at least one session or writing credit. */
export const createPackageRequestSchema = z
  .object({
    product_id: z.string().regex(/^[a-z0-9_]{2,64}$/, 'lower-case letters, digits and underscore'),
    ...packageFields,
  })
  .refine((p) => p.sessions + p.writing_credits > 0, { message: 'grant at least one session or writing credit', path: ['sessions'] });

/** `PATCH /api/admin/packages/{product_id}` payload: any of the fields; deactivate with `is_active: false`. */
export const updatePackageRequestSchema = z.object(packageFields).partial();

/** `/api/admin/packages/{product_id}` path. */
export const packageParamsSchema = z.object({ product_id: z.string().regex(/^[a-z0-9_]{2,64}$/) });

/** Where a purchase stands. */
export const PURCHASE_STATUSES = ['settled', 'refunded', 'partially_refunded'] as const;
/** What caused a purchase: a click in the store or a renewal of a plan. */
export const PURCHASE_KINDS = ['purchase', 'renewal'] as const;

/** A purchase in the admin area. */
export const adminPurchaseSchema = z.object({
  id: z.number().int().positive(),
  uid: uidSchema,
  email: z.string().nullable(),
  product_id: z.string(),
  kind: z.enum(PURCHASE_KINDS),
  amount_cents: z.number().int().nonnegative(),
  currency: z.string(),
  sessions: z.number().int().nonnegative(),
  writing_credits: z.number().int().nonnegative(),
  payment_method_type: z.string(),
  transaction_id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  refunded_cents: z.number().int().nonnegative(),
  created: epochSeconds,
});

/** `GET /api/admin/purchases?query=&page=`: an email (or its start), a uid, a transaction id or a product id. */
export const purchaseSearchQuerySchema = z.object({
  query: z.string().trim().max(320).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `GET /api/admin/purchases` answer, newest first. */
export const adminPurchaseListSchema = z.object({ purchases: z.array(adminPurchaseSchema), has_more: z.boolean() });

/** `/api/admin/purchases/{id}` path. */
export const purchaseParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * `POST /api/admin/purchases/{id}/refunds` answer: the purchase after the refund, and what was taken back from the
 * balance (bounded by what is unused).
 */
export const purchaseRefundAnswerSchema = z.object({
  purchase: adminPurchaseSchema,
  reversed_sessions: z.number().int().nonnegative(),
  reversed_writing_credits: z.number().int().nonnegative(),
});

/** A reservation: an order number an admin imported, redeemable once for its package. */
export const adminReservationSchema = z.object({
  order_number: z.string(),
  product_id: z.string(),
  claimed_by: uidSchema.nullable(),
  claimed_at: epochSeconds.nullable(),
  created: epochSeconds,
});

/** `GET /api/admin/reservations` answer, newest first. */
export const adminReservationListSchema = z.object({ reservations: z.array(adminReservationSchema) });

/** One reservation to import: CSV header `order_number,product_id`. */
export const reservationInputSchema = z.object({
  order_number: z.string().trim().min(1).max(64),
  product_id: z.string().trim().min(1).max(64),
});

/** `POST /api/admin/reservations` payload: a JSON list or CSV text with a header row of the same names. */
export const reservationImportRequestSchema = z.union([
  z.object({ reservations: z.array(reservationInputSchema).min(1).max(10_000) }),
  z.object({ csv: z.string().min(1).max(1_000_000) }),
]);

/** `POST /api/admin/reservations` answer (all or nothing: a bad row refuses the whole file with its row named). */
export const reservationImportAnswerSchema = z.object({ imported: z.number().int().nonnegative() });

export type StorePackage = Camelize<z.infer<typeof packageSchema>>;
export type Storefront = Camelize<z.infer<typeof storefrontSchema>>;
export type Subscription = Camelize<z.infer<typeof subscriptionSchema>>;
export type PaymentMethod = Camelize<z.infer<typeof paymentMethodSchema>>;
export type AdminPackage = Camelize<z.infer<typeof adminPackageSchema>>;
export type AdminPurchase = Camelize<z.infer<typeof adminPurchaseSchema>>;
export type AdminReservation = Camelize<z.infer<typeof adminReservationSchema>>;
