import {
  adminExpertListSchema,
  adminExpertSchema,
  adminStudentDetailSchema,
  adminStudentListSchema,
  createExpertRequestSchema,
  flaggedSessionListSchema,
  ledgerAdjustAnswerSchema,
  ledgerAdjustRequestSchema,
  maintenanceStateSchema,
  moderationEventListSchema,
  presetAccountsAnswerSchema,
  presetAccountsRequestSchema,
  studentLookupQuerySchema,
  studentParamsSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../../plugins/authenticate';
import type { PresetAccountsService } from '../auth/preset-accounts.service';
import type { AdminService } from './admin.service';

/** The admin API under /api/admin, admins only (open during maintenance, see the maintenance guard). */
export async function adminRoutes(
  app: FastifyInstance,
  opts: { admin: AdminService; presetAccounts: PresetAccountsService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin, presetAccounts } = opts;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const onRequest = requireRole('admin');
  const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request).id;

  r.get(
    '/api/admin/experts',
    {
      schema: { tags, summary: 'Expert accounts with their subjects, newest first', security, response: { 200: adminExpertListSchema } },
      onRequest,
    },
    async () => ({
      experts: await admin.experts(),
    }),
  );

  r.post(
    '/api/admin/experts',
    {
      schema: {
        tags,
        summary: 'Creates an expert account with its subjects (409 EMAIL_TAKEN on a taken email)',
        security,
        body: createExpertRequestSchema,
        response: { 200: adminExpertSchema },
      },
      onRequest,
    },
    async (request) => admin.createExpert(request.body, me(request)),
  );

  r.get(
    '/api/admin/students',
    {
      schema: {
        tags,
        summary: 'Looks students up by email (or its start), User ID or uid',
        security,
        querystring: studentLookupQuerySchema,
        response: { 200: adminStudentListSchema },
      },
      onRequest,
    },
    async (request) => ({ students: await admin.findStudents(request.query.query) }),
  );

  r.get(
    '/api/admin/students/:uid',
    {
      schema: {
        tags,
        summary: 'One student: profile, balance and ledger rows, newest first',
        security,
        params: studentParamsSchema,
        response: { 200: adminStudentDetailSchema },
      },
      onRequest,
    },
    async (request) => admin.student(request.params.uid),
  );

  r.post(
    '/api/admin/students/:uid/ledger',
    {
      schema: {
        tags,
        summary: 'Grants (+N) or removes (-N) sessions or Writing credits with a reason (409 BALANCE_TOO_LOW below zero)',
        security,
        params: studentParamsSchema,
        body: ledgerAdjustRequestSchema,
        response: { 200: ledgerAdjustAnswerSchema },
      },
      onRequest,
    },
    async (request) => admin.adjust(request.params.uid, request.body, me(request)),
  );

  r.get(
    '/api/admin/maintenance',
    { schema: { tags, summary: 'Whether maintenance is on', security, response: { 200: maintenanceStateSchema } }, onRequest },
    async () => admin.maintenance(),
  );

  r.put(
    '/api/admin/maintenance',
    {
      schema: {
        tags,
        summary: 'Turns maintenance on or off (answers during maintenance too)',
        security,
        body: maintenanceStateSchema,
        response: { 200: maintenanceStateSchema },
      },
      onRequest,
    },
    async (request) => {
      request.log.warn({ maintenance: request.body.on, by: me(request) }, 'maintenance switched by admin');
      return admin.setMaintenance(request.body.on, me(request));
    },
  );

  r.get(
    '/api/admin/flagged-sessions',
    {
      schema: {
        tags,
        summary: 'Sessions flagged by students or experts, newest first',
        security,
        response: { 200: flaggedSessionListSchema },
      },
      onRequest,
    },
    async () => ({ flags: await admin.flaggedSessions() }),
  );

  r.get(
    '/api/admin/moderation-events',
    {
      schema: {
        tags,
        summary: 'Contact details masked in chats and titles, newest first',
        security,
        response: { 200: moderationEventListSchema },
      },
      onRequest,
    },
    async () => ({ events: await admin.moderationEvents() }),
  );

  r.post(
    '/api/admin/preset-accounts',
    {
      schema: {
        tags,
        summary: 'Creates preset or User-ID accounts from a JSON list or CSV text, all or nothing',
        security,
        body: presetAccountsRequestSchema,
        response: { 200: presetAccountsAnswerSchema },
      },
      onRequest,
    },
    async (request) => ({ created: await presetAccounts.createFromRequest(request.body, me(request)) }),
  );
}
