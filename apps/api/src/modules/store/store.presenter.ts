import type {
  adminPackageSchema,
  adminPurchaseSchema,
  adminReservationSchema,
  packageSchema,
  paymentMethodSchema,
  subscriptionSchema,
} from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { ReservationRow } from './reservation.repository';
import type { PackageRow, PaymentMethodRow, PurchaseRow, SubscriptionRow } from './store.repository';
import { cardText, type StoreLanguage, subscriptionSubtitle } from './store.texts';

/** Wire package of the storefront. */
export type PackageWire = z.infer<typeof packageSchema>;
/** Wire subscription of the status bundle. */
export type SubscriptionWire = z.infer<typeof subscriptionSchema>;
/** Wire payment method. */
export type PaymentMethodWire = z.infer<typeof paymentMethodSchema>;
/** Wire package of the admin area. */
export type AdminPackageWire = z.infer<typeof adminPackageSchema>;
/** Wire purchase of the admin area. */
export type AdminPurchaseWire = z.infer<typeof adminPurchaseSchema>;

/**
 * One formatter per currency: building an `Intl.NumberFormat` costs far more than formatting, and the status bundle
 * formats every package on every poll (5-7% of that route's CPU in bench/http's profile). A code Intl refuses is
 * remembered as null.
 */
const priceFormats = new Map<string, Intl.NumberFormat | null>();

function priceFormat(currency: string): Intl.NumberFormat | null {
  let format = priceFormats.get(currency);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      format = null;
    }
    priceFormats.set(currency, format);
  }
  return format;
}

/** Formats a package price for its button ('$9.99'). */
export function formatPrice(cents: number, currency: string): string {
  return priceFormat(currency)?.format(cents / 100) ?? `${(cents / 100).toFixed(2)} ${currency}`;
}

/** A package as the storefront shows it. */
export function presentPackage(row: PackageRow): PackageWire {
  return {
    product_id: row.productId,
    description: row.description,
    subdescription: row.subdescription,
    price: formatPrice(row.priceCents, row.currency),
    confirmation_required: row.confirmationRequired,
    plan: row.plan,
  };
}

/** A package as the admin area edits it. */
export function presentAdminPackage(row: PackageRow): AdminPackageWire {
  return {
    product_id: row.productId,
    description: row.description,
    subdescription: row.subdescription,
    price_cents: row.priceCents,
    currency: row.currency,
    sessions: row.sessions,
    writing_credits: row.writingCredits,
    confirmation_required: row.confirmationRequired,
    plan: row.plan,
    is_active: row.isActive,
    position: row.position,
  };
}

/** The subscription view: title from the plan's package, subtitle with the next renewal (or end) date. */
export function presentSubscription(row: SubscriptionRow, pkg: PackageRow | null, now: Date, language: StoreLanguage): SubscriptionWire {
  return {
    title: pkg?.description ?? row.productId,
    subtitle: subscriptionSubtitle(row, now, language),
    plan: pkg?.plan ?? 'monthly',
    auto_renew: { enabled: row.autoRenew },
    auto_pay: { enabled: row.autoPay },
  };
}

/** A vaulted method as the store shows it: 'Visa ending in 1111', or the PayPal email. */
export function presentPaymentMethod(
  row: Pick<PaymentMethodRow, 'methodType' | 'cardType' | 'last4' | 'email'>,
  language: StoreLanguage,
): PaymentMethodWire {
  let text = row.cardType;
  if (row.methodType === 'paypal_account') text = row.email ?? 'PayPal';
  else if (row.last4) text = cardText(row.cardType, row.last4, language);
  return { text, card_type: row.cardType, method_type: row.methodType };
}

/** A purchase in the admin area, with its buyer's email. */
export function presentAdminPurchase(row: PurchaseRow, email: string | null): AdminPurchaseWire {
  return {
    id: row.id,
    uid: row.accountId,
    email,
    product_id: row.productId,
    kind: row.kind,
    amount_cents: row.amountCents,
    currency: row.currency,
    sessions: row.sessions,
    writing_credits: row.writingCredits,
    payment_method_type: row.paymentMethodType,
    transaction_id: row.gatewayTransactionId,
    status: row.status,
    refunded_cents: row.refundedCents,
    created: epochS(row.createdAt),
  };
}

/** A reservation in the admin area. */
export function presentReservation(row: ReservationRow): z.infer<typeof adminReservationSchema> {
  return {
    order_number: row.orderNumber,
    product_id: row.productId,
    claimed_by: row.claimedBy,
    claimed_at: row.claimedAt ? epochS(row.claimedAt) : null,
    created: epochS(row.createdAt),
  };
}
