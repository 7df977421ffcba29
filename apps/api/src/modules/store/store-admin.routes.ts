import {
  adminPackageListSchema,
  adminPackageSchema,
  adminPurchaseListSchema,
  adminReservationListSchema,
  createPackageRequestSchema,
  packageParamsSchema,
  purchaseParamsSchema,
  purchaseRefundAnswerSchema,
  purchaseSearchQuerySchema,
  reservationImportAnswerSchema,
  reservationImportRequestSchema,
  updatePackageRequestSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../../plugins/authenticate';
import type { ReservationService } from './reservation.service';
import type { StoreAdminService } from './store-admin.service';

/** The store's admin API under /api/admin: packages, purchases and refunds, reservations; admins only. */
export async function storeAdminRoutes(
  app: FastifyInstance,
  opts: { admin: StoreAdminService; reservations: ReservationService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin, reservations } = opts;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const onRequest = requireRole('admin');
  const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request).id;

  r.get(
    '/api/admin/packages',
    {
      schema: { tags, summary: 'Every store package, active or not, in store order', security, response: { 200: adminPackageListSchema } },
      onRequest,
    },
    async () => ({ packages: await admin.packages() }),
  );

  r.post(
    '/api/admin/packages',
    {
      schema: {
        tags,
        summary: 'Creates a package (409 PACKAGE_EXISTS on a taken product id)',
        security,
        body: createPackageRequestSchema,
        response: { 200: adminPackageSchema },
      },
      onRequest,
    },
    async (request) => admin.createPackage(request.body),
  );

  r.patch(
    '/api/admin/packages/:product_id',
    {
      schema: {
        tags,
        summary: 'Edits a package; `is_active: false` takes it out of the store',
        security,
        params: packageParamsSchema,
        body: updatePackageRequestSchema,
        response: { 200: adminPackageSchema },
      },
      onRequest,
    },
    async (request) => admin.updatePackage(request.params.product_id, request.body),
  );

  r.get(
    '/api/admin/purchases',
    {
      schema: {
        tags,
        summary:
          'Purchases, newest first, 20 a page; the query matches an email (or its start), User ID, uid, transaction id or product id',
        security,
        querystring: purchaseSearchQuerySchema,
        response: { 200: adminPurchaseListSchema },
      },
      onRequest,
    },
    async (request) => admin.purchases(request.query.query, request.query.page),
  );

  r.post(
    '/api/admin/purchases/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refunds what is left of a purchase through the gateway and takes back its unused credit (409 PURCHASE_NOT_REFUNDABLE)',
        security,
        params: purchaseParamsSchema,
        response: { 200: purchaseRefundAnswerSchema },
      },
      onRequest,
    },
    async (request) => admin.refund(request.params.id, me(request)),
  );

  r.get(
    '/api/admin/reservations',
    {
      schema: { tags, summary: 'Imported order numbers, newest first', security, response: { 200: adminReservationListSchema } },
      onRequest,
    },
    async () => ({ reservations: await reservations.list() }),
  );

  r.post(
    '/api/admin/reservations',
    {
      schema: {
        tags,
        summary: 'Imports order numbers with their package from a JSON list or CSV (order_number,product_id), all or nothing',
        security,
        body: reservationImportRequestSchema,
        response: { 200: reservationImportAnswerSchema },
      },
      onRequest,
    },
    async (request) => reservations.import(request.body, me(request)),
  );
}
