import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadAnswerSchema,
  notificationReadRequestSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../core/language';
import { accountOf, requireRole } from '../../plugins/authenticate';
import type { NotificationService } from './notifications.service';

/** The notifications screen's calls (spec 000 section 7), students only; each sees only its own rows. */
export async function notificationRoutes(app: FastifyInstance, opts: { notifications: NotificationService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = opts;
  const security = [{ bearer: [] }];
  const tags = ['notifications'];
  const onRequest = requireRole('student');

  r.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, pages of 20 (page from 1), and the unread count',
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
      onRequest,
    },
    // In the app's language (Accept-Language), whatever the account's was when the notification was written.
    async (request) =>
      notifications.list(accountOf(request).id, request.query.page, preferredLanguage(request.headers['accept-language']) ?? 'en'),
  );

  r.post(
    '/api/notification-reads',
    {
      schema: {
        tags,
        summary: "Marks notifications read (other accounts' ids are ignored); answers the unread count",
        security,
        body: notificationReadRequestSchema,
        response: { 200: notificationReadAnswerSchema },
      },
      onRequest,
    },
    async (request) => notifications.markRead(accountOf(request).id, request.body.nids),
  );
}
