import { ChannelAuthError, type ChannelAuthorizer } from '@photostudy/channels';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { accountOf, requireRole } from '../../plugins/authenticate';
import { type ChannelAccessDeps, checkChannelAccess } from './channel-access';

const authRequestSchema = z.object({ socket_id: z.string().min(1).max(64), channel_name: z.string().min(1).max(200) });
const authAnswerSchema = z.object({ auth: z.string(), channel_data: z.string().optional() });

/**
 * `POST /api/pusher-auth`: authorises a realtime subscription (form-encoded as pusher-js sends it,
 * or JSON). Presence `channel_data` is built here from the account, never taken from the client.
 */
export async function pusherAuthRoutes(
  app: FastifyInstance,
  opts: {
    authorize: ChannelAuthorizer;
    access: ChannelAccessDeps;
    /** The name shown in presence member info (the account module answers). */
    presenceName: (accountId: number) => Promise<string | null>;
    onRefusal?: (reason: string) => void;
  },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/pusher-auth',
    {
      // Every role has channels of its own; which channel is the channel rules' answer.
      onRequest: requireRole('student', 'expert', 'admin'),
      schema: {
        tags: ['realtime'],
        summary: 'Authorise a private or presence channel subscription',
        body: authRequestSchema,
        response: { 200: authAnswerSchema },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const { socket_id: socketId, channel_name: channelName } = request.body;
      const access = await checkChannelAccess(account, channelName, opts.access);
      if (!access.isAllowed) {
        opts.onRefusal?.(access.reason);
        request.log.info({ channelName, accountId: account.id }, 'channel refused');
        throw new AppError('CHANNEL_FORBIDDEN', { message: access.reason, channel_name: channelName });
      }
      let channelData: { user_id: string; user_info: Record<string, unknown> } | undefined;
      if (channelName.startsWith('presence-')) {
        channelData = { user_id: String(account.id), user_info: { name: await opts.presenceName(account.id), role: account.role } };
      }
      try {
        return opts.authorize({ socketId, channelName, channelData });
      } catch (err) {
        if (err instanceof ChannelAuthError) throw new AppError('VALIDATION_FAILED', { message: err.message });
        throw err;
      }
    },
  );
}
