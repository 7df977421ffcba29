import { z } from 'zod';

/** A credit package of the store. */
export const packageSchema = z.object({
  product_id: z.string(),
  description: z.string(),
  subdescription: z.string(),
  price: z.string(),
  confirmation_required: z.boolean(),
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

/** The default payment method. */
export const paymentMethodSchema = z.object({
  text: z.string(),
  card_type: z.enum(['Visa', 'MasterCard', 'PayPal', 'other']),
  method_type: z.string(),
});

/** `GET /api/payments/braintree` answer. */
export const paymentClientTokenSchema = z.object({ client_token: z.string() });
/** `POST /api/payment-methods` payload. */
export const addPaymentMethodRequestSchema = z.object({ payment_method_nonce: z.string().min(1), is_default: z.boolean() });
/** `POST /api/payments/credit` payload. */
export const purchaseRequestSchema = z.object({ product_id: z.string().min(1) });
/** `POST /api/payments/credit` answer. */
export const purchaseAnswerSchema = z.object({ payment_method_type: z.string(), transaction_amount: z.string() });
/** `POST /api/payments/auto` payload. */
export const autoPaymentRequestSchema = z.object({ type: z.enum(['renew', 'pay']), is_enabled: z.boolean() });
