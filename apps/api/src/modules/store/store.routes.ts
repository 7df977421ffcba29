import {
  addPaymentMethodRequestSchema,
  autoPaymentRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  paymentClientTokenSchema,
  paymentMethodSchema,
  purchaseAnswerSchema,
  purchaseRequestSchema,
  reservationClaimAnswerSchema,
  reservationClaimRequestSchema,
  sandboxCardAnswerSchema,
  sandboxCardRequestSchema,
  subscriptionSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../../plugins/authenticate';
import { parseIdempotencyKey } from './purchase-idempotency';
import type { PurchaseService } from './purchase.service';
import type { ReservationService } from './reservation.service';
import type { StoreService } from './store.service';

/** The student's store calls (spec 000 section 7), students only. */
export async function storeRoutes(
  app: FastifyInstance,
  opts: { store: StoreService; purchases: PurchaseService; reservations: ReservationService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { store, purchases, reservations } = opts;
  const security = [{ bearer: [] }];
  const tags = ['store'];
  const onRequest = requireRole('student');
  const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request).id;

  r.get(
    '/api/payments/braintree',
    {
      schema: {
        tags,
        summary: "The payment gateway's client token (sandbox or Braintree)",
        security,
        response: { 200: paymentClientTokenSchema },
      },
      onRequest,
    },
    async (request) => store.clientToken(me(request)),
  );

  r.get(
    '/api/payment-methods/default',
    {
      schema: { tags, summary: 'The default payment method (40403 when there is none)', security, response: { 200: paymentMethodSchema } },
      onRequest,
    },
    async (request) => store.defaultMethod(me(request)),
  );

  r.post(
    '/api/payment-methods',
    {
      schema: {
        tags,
        summary: "Vaults a nonce's payment method (the first one is the default); 40400, 40401 on a refused method",
        security,
        body: addPaymentMethodRequestSchema,
        response: { 200: paymentMethodSchema },
      },
      onRequest,
    },
    async (request) => store.addMethod(me(request), { nonce: request.body.payment_method_nonce, isDefault: request.body.is_default }),
  );

  if (store.hasSandboxCards)
    r.post(
      '/api/payments/sandbox-cards',
      {
        schema: {
          tags,
          summary: "Sandbox gateway only: turns a test card into a single-use nonce (Braintree's test cards; never stored)",
          security,
          body: sandboxCardRequestSchema,
          response: { 200: sandboxCardAnswerSchema },
        },
        onRequest,
      },
      async (request) =>
        store.sandboxCard(me(request), {
          clientToken: request.body.client_token,
          number: request.body.number,
          expirationMonth: request.body.expiration_month,
          expirationYear: request.body.expiration_year,
        }),
    );

  r.post(
    '/api/payments/credit',
    {
      schema: {
        tags,
        summary: `Buys a package with the default method, once per \`${IDEMPOTENCY_KEY_HEADER}\` header (the same key answers the first result again)`,
        security,
        body: purchaseRequestSchema,
        response: { 200: purchaseAnswerSchema },
      },
      onRequest,
    },
    async (request) =>
      purchases.purchase(me(request), request.body.product_id, parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER])),
  );

  r.post(
    '/api/payments/auto',
    {
      schema: {
        tags,
        summary: "Turns the subscription's auto-renew or auto-pay on or off; answers the subscription",
        security,
        body: autoPaymentRequestSchema,
        response: { 200: subscriptionSchema },
      },
      onRequest,
    },
    async (request) => store.setAuto(me(request), { type: request.body.type, isEnabled: request.body.is_enabled }),
  );

  r.post(
    '/api/reservation-claims',
    {
      schema: {
        tags,
        summary: "Redeems an imported order number once for its package's sessions and Writing credits",
        security,
        body: reservationClaimRequestSchema,
        response: { 200: reservationClaimAnswerSchema },
      },
      onRequest,
    },
    async (request) => reservations.claim(me(request), request.body.order_number),
  );
}
