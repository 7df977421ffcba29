import { smsOutboxQuerySchema, smsOutboxSchema } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { epochS } from '../../core/clock';
import { listSms } from './sms.repository';

// An unencoded '+' in a query string reads as a space: '+15551234567' may arrive as ' 15551234567'.
function e164(raw: string): string {
  const trimmed = raw.replace(/\s+/g, '');
  return /^\d+$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

/** `GET /api/dev/sms-outbox?to=+1XXXXXXXXXX`: the development SMS outbox. Registered only outside production. */
export async function smsOutboxRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Texts sent to a phone number, newest first (development only)',
        querystring: smsOutboxQuerySchema,
        response: { 200: smsOutboxSchema },
      },
    },
    async (request) => {
      const rows = await listSms(opts.db, e164(request.query.to), request.query.limit ?? 20);
      return { messages: rows.map((m) => ({ to: m.toPhone, body: m.body, created: epochS(m.createdAt) })) };
    },
  );
}
