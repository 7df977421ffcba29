import { randomBytes } from 'node:crypto';
import { SUBJECTS } from '@photostudy/contracts';
import { accounts, type Database, expertProfiles } from '@photostudy/db';
import type { FastifyInstance } from 'fastify';
import Pusher, { type Channel } from 'pusher-js';
import { LedgerService } from '../modules/ledger/ledger.service';
import { bearer, tokensFor } from './auth-sessions';
import { TEST_REALTIME_APP } from './test-app';

/** A test account with its Bearer header. */
export interface RealtimeTestAccount {
  id: number;
  token: string;
  headers: { authorization: string };
}

/** Inserts a student or an expert and mints its tokens (no argon2, no mailbox). */
export async function makeAccount(
  app: FastifyInstance,
  db: Database,
  role: 'student' | 'expert',
  sessions = 2,
): Promise<RealtimeTestAccount> {
  const tag = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(accounts)
    .values({
      role,
      authType: role === 'student' ? 'email' : 'preset',
      email: `${role}-${tag}@rt.test`,
      name: `${role} ${tag}`,
      status: 1,
      features: ['stem-subject'],
    })
    .returning({ id: accounts.id });
  const id = row!.id;
  if (role === 'student')
    await db.transaction((tx) => new LedgerService().adjust(tx, { accountId: id, kind: 'session', delta: sessions, reason: 'grant' }));
  else await db.insert(expertProfiles).values({ accountId: id, subjectIds: SUBJECTS.map((s) => s.tid), info: 'Realtime test expert' });
  const token = (await tokensFor(app, db, id)).access_token;
  return { id, token, headers: bearer(token) };
}

/** One realtime event as a test client saw it. */
export type Received = { event: string; data: Record<string, unknown> };

/** A real pusher-js client that authorises through the app's own /api/pusher-auth with a Bearer token. */
export function realtimeClient(port: number, who: RealtimeTestAccount): Pusher {
  return new Pusher(TEST_REALTIME_APP.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/api/pusher-auth',
      transport: 'ajax',
      // The Node build has no XHR: post the same form body pusher-js would.
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`http://127.0.0.1:${port}/api/pusher-auth`, {
          method: 'POST',
          headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        })
          .then(async (res) =>
            res.ok
              ? callback(null, (await res.json()) as { auth: string; channel_data?: string })
              : callback(new Error(`auth ${res.status}: ${await res.text()}`), null),
          )
          .catch((err: Error) => callback(err, null));
      },
    },
  });
}

/** Subscribes, logging every non-protocol event into `log`; rejects when the subscription is refused. */
export function subscribeLogged(pusher: Pusher, name: string, log: Received[]): Promise<Channel> {
  const channel = pusher.subscribe(name);
  channel.bind_global((event: string, data: Record<string, unknown>) => {
    if (!event.startsWith('pusher')) log.push({ event, data });
  });
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (err: unknown) =>
      reject(new Error(`subscription to ${name} refused: ${JSON.stringify(err)}`)),
    );
  });
}

/** Waits for the first event of a name in a log. */
export async function nextEvent(log: Received[], event: string, timeoutMs = 8_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = log.find((r) => r.event === event);
    if (hit) return hit.data;
    if (Date.now() > deadline) throw new Error(`no ${event}; got ${log.map((r) => r.event).join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
