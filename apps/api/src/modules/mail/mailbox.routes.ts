import { devMailboxAnswerSchema, devMailboxQuerySchema } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { epochS } from '../../core/clock';
import { listMail } from './mailbox.repository';

/** `GET /api/dev/mailbox?to=EMAIL`: the development outbox. Registered only outside production. */
export async function mailboxRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Emails sent to an address, newest first (development only)',
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxAnswerSchema },
      },
    },
    async (request) => {
      const rows = await listMail(opts.db, request.query.to.trim().toLowerCase(), request.query.limit ?? 20);
      return {
        items: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created: epochS(m.createdAt) })),
      };
    },
  );
}
