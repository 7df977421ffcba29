/**
 * Conformance of the WebSocket side, driven by the official pusher-js client (and raw sockets
 * where pusher-js would hide the wire behaviour).
 */
import PusherClientCtor from 'pusher-js';
import type PusherClient from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientSideEvents, ErrorCodes, PusherEvents } from './constants.ts';
import { signChannelAuth } from './signature.ts';
import {
  connected,
  pusherClient,
  pusherSdk,
  rawClient,
  sleep,
  startNode,
  subscribed,
  TEST_APP,
  waitFor,
  type PresenceChannel,
  type RawClient,
  type TestNode,
  type WireMessage,
} from './testing/test-node.ts';

const nodes: TestNode[] = [];
const clients: PusherClient[] = [];
const raws: RawClient[] = [];

async function node(options: Parameters<typeof startNode>[0] = {}, port = 0): Promise<TestNode> {
  const n = await startNode(options, port);
  nodes.push(n);
  return n;
}
function client(n: TestNode, user?: { id: string; info?: unknown }, key?: string): PusherClient {
  const c = pusherClient(n.port, n.channels, user, key);
  clients.push(c);
  return c;
}
function raw(n: TestNode, path?: string): RawClient {
  const r = rawClient(n.port, path);
  raws.push(r);
  return r;
}
function established(r: RawClient): Promise<string> {
  return r
    .next((m) => m.event === PusherEvents.ConnectionEstablished)
    .then((m) => {
      return (JSON.parse(m.data as string) as { socket_id: string }).socket_id;
    });
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  for (const r of raws.splice(0)) r.ws.terminate();
  await Promise.all(nodes.splice(0).map((n) => n.close()));
});

describe('connection', () => {
  it('connects pusher-js and hands out a digits.digits socket id', async () => {
    const n = await node();
    const socketId = await connected(client(n));
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(n.channels.connectionCount).toBe(1);
  });

  it('announces activity_timeout and answers pusher:ping with pusher:pong', async () => {
    const n = await node();
    const r = raw(n);
    const hello = await r.next((m) => m.event === PusherEvents.ConnectionEstablished);
    expect(typeof hello.data).toBe('string');
    expect(JSON.parse(hello.data as string)).toMatchObject({ activity_timeout: 120 });
    r.send({ event: PusherEvents.Ping, data: {} });
    await r.next((m) => m.event === PusherEvents.Pong);
  });

  it('refuses an unknown app key with 4001 and pusher-js does not reconnect', async () => {
    const n = await node();
    const r = raw(n, '/app/nope?protocol=7');
    const err = await r.next((m) => m.event === PusherEvents.Error);
    expect(err.data).toMatchObject({ code: ErrorCodes.AppDoesNotExist });
    expect(await r.closeCode).toBe(4001);

    const c = client(n, undefined, 'nope');
    await waitFor(() => c.connection.state === 'disconnected' || c.connection.state === 'failed');
  });

  it('refuses a missing or unsupported protocol version', async () => {
    const n = await node();
    expect(await raw(n, `/app/${TEST_APP.key}`).closeCode).toBe(ErrorCodes.NoProtocolVersion);
    expect(await raw(n, `/app/${TEST_APP.key}?protocol=99`).closeCode).toBe(ErrorCodes.UnsupportedProtocolVersion);
  });

  it('pings a silent socket and closes it with 4201 when no pong comes', async () => {
    const n = await node({ activityTimeoutSeconds: 1, pongTimeoutMs: 500 });
    const silent = raw(n);
    const polite = raw(n);
    await Promise.all([established(silent), established(polite)]);
    polite.ws.on('message', (d) => {
      if ((JSON.parse(String(d)) as WireMessage).event === PusherEvents.Ping) polite.send({ event: PusherEvents.Pong, data: {} });
    });
    await silent.next((m) => m.event === PusherEvents.Ping, 3_000);
    expect(await silent.closeCode).toBe(ErrorCodes.PongNotReceived);
    expect(polite.ws.readyState).toBe(polite.ws.OPEN);
  });

  it('closes sockets with 4200 on shutdown and leaves other upgrade paths alone', async () => {
    const n = await node();
    const other = rawClient(n.port, '/not-pusher');
    const refused = await new Promise<number | undefined>((resolve) => {
      other.ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      other.ws.on('open', () => resolve(undefined));
    });
    expect(refused).toBe(404); // the only upgrade listener refuses rather than hanging

    let sawOther = false;
    n.http.on('upgrade', (req, socket) => {
      if (req.url === '/mine') {
        sawOther = true;
        socket.destroy();
      }
    });
    const mine = rawClient(n.port, '/mine');
    await mine.closeCode;
    expect(sawOther).toBe(true);

    const r = raw(n);
    await established(r);
    await n.close();
    expect(await r.closeCode).toBe(ErrorCodes.ReconnectImmediately);
  });

  it('reconnects a pusher-js client after the server restarts on the same port', async () => {
    const first = await node();
    const port = first.port;
    const c = client(first);
    const before = await connected(c);
    await subscribed(c, 'restart-channel');
    const received = new Promise<unknown>((resolve) => c.channel('restart-channel').bind('after', resolve));

    await first.close(); // closes sockets with 4200: pusher-js retries at once
    const second = await node({}, port);
    const after = await waitFor(
      () => c.connection.state === 'connected' && c.connection.socket_id !== before && c.connection.socket_id,
      10_000,
    );
    expect(after).not.toBe(before);
    // pusher-js re-subscribes on its own after reconnecting.
    await waitFor(async () => {
      const res = await pusherSdk(second.port).get({ path: '/channels/restart-channel' });
      return ((await res.json()) as { occupied: boolean }).occupied;
    });
    await pusherSdk(second.port).trigger('restart-channel', 'after', { ok: true });
    expect(await received).toEqual({ ok: true });
  });
});

describe('subscriptions', () => {
  it('subscribes to public and private channels', async () => {
    const n = await node();
    const c = client(n);
    await connected(c);
    await subscribed(c, 'public-room');
    await subscribed(c, 'private-room');
  });

  it('refuses a private subscription with a bad signature', async () => {
    const n = await node();
    const r = raw(n);
    const socketId = await established(r);
    r.send({ event: PusherEvents.Subscribe, data: { channel: 'private-x', auth: `${TEST_APP.key}:${'0'.repeat(64)}` } });
    const err = await r.next((m) => m.event === PusherEvents.SubscriptionError);
    expect(err).toMatchObject({ channel: 'private-x', data: { type: 'AuthError', status: 401 } });
    // A signature for another socket id is refused too.
    const forOther = signChannelAuth(TEST_APP.key, TEST_APP.secret, '1.1', 'private-x');
    r.send({ event: PusherEvents.Subscribe, data: { channel: 'private-x', auth: forOther } });
    await r.next((m, i = r.messages.indexOf(m)) => m.event === PusherEvents.SubscriptionError && i > r.messages.indexOf(err));
    // And the correct one succeeds.
    r.send({
      event: PusherEvents.Subscribe,
      data: { channel: 'private-x', auth: signChannelAuth(TEST_APP.key, TEST_APP.secret, socketId, 'private-x') },
    });
    await r.next((m) => m.event === PusherEvents.SubscriptionSucceeded && m.channel === 'private-x');
    expect(n.channels.metricsText()).toMatch(/channels_auth_refusals_total\{[^}]*\} 2/);
  });

  it('surfaces a refused signature to pusher-js as pusher:subscription_error', async () => {
    const n = await node();
    // An auth endpoint that signs the wrong channel name: the server must refuse it.
    const c = new PusherClientCtor(TEST_APP.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: n.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        customHandler: ({ socketId }, callback) =>
          callback(null, { auth: signChannelAuth(TEST_APP.key, TEST_APP.secret, socketId, 'private-other') }),
      },
    });
    clients.push(c);
    await expect(subscribed(c, 'private-tampered')).rejects.toMatchObject({ detail: { type: 'AuthError', status: 401 } });
  });

  it('validates channel names and rejects encrypted channels', async () => {
    const n = await node();
    const r = raw(n);
    await established(r);
    r.send({ event: PusherEvents.Subscribe, data: { channel: 'bad channel!' } });
    await r.next((m) => m.event === PusherEvents.SubscriptionError && (m.data as { status: number }).status === 400);
    r.send({ event: PusherEvents.Subscribe, data: { channel: 'x'.repeat(165) } });
    await r.next((m) => m.event === PusherEvents.SubscriptionError && m.channel === 'x'.repeat(165));
    r.send({ event: PusherEvents.Subscribe, data: { channel: 'private-encrypted-secret', auth: 'a:b' } });
    await r.next((m) => m.event === PusherEvents.SubscriptionError && m.channel === 'private-encrypted-secret');
  });
});

describe('presence', () => {
  it('counts a user once across connections and announces first join and last leave', async () => {
    const n = await node();
    const bob = client(n, { id: 'bob', info: { name: 'Bob' } });
    const bobChannel = await subscribed<PresenceChannel>(bob, 'presence-room');
    expect(bobChannel.members.count).toBe(1);
    const added: string[] = [];
    const removed: string[] = [];
    bobChannel.bind(ClientSideEvents.MemberAdded, (m: { id: string }) => added.push(m.id));
    bobChannel.bind(ClientSideEvents.MemberRemoved, (m: { id: string }) => removed.push(m.id));

    const alice1 = client(n, { id: 'alice', info: { name: 'Alice' } });
    const a1 = await subscribed<PresenceChannel>(alice1, 'presence-room');
    const alice2 = client(n, { id: 'alice', info: { name: 'Alice' } });
    const a2 = await subscribed<PresenceChannel>(alice2, 'presence-room');
    expect(a1.members.count).toBe(2);
    expect(a2.members.count).toBe(2);
    expect(a2.members.me).toMatchObject({ id: 'alice', info: { name: 'Alice' } });
    expect(a2.members.get('bob')).toMatchObject({ info: { name: 'Bob' } });
    await waitFor(() => added.length === 1);
    expect(added).toEqual(['alice']);

    alice1.disconnect();
    await sleep(200);
    expect(removed).toEqual([]);
    expect(bobChannel.members.count).toBe(2);
    alice2.disconnect();
    await waitFor(() => removed.length === 1);
    expect(removed).toEqual(['alice']);
    expect(bobChannel.members.count).toBe(1);
    expect((await n.channels.presenceMembers('presence-room')).map((m) => m.id)).toEqual(['bob']);
  });

  it('enforces the member limit, the user_info size and the user_id length', async () => {
    const n = await node({ maxPresenceMembers: 2 });
    await subscribed(client(n, { id: 'u1' }), 'presence-small');
    await subscribed(client(n, { id: 'u2' }), 'presence-small');
    const third = subscribed(client(n, { id: 'u3' }), 'presence-small');
    await expect(third).rejects.toMatchObject({ detail: { type: 'LimitReached' } });
    // An existing member opening another connection is not a new member.
    await subscribed(client(n, { id: 'u1' }), 'presence-small');

    const r = raw(n);
    const socketId = await established(r);
    const big = JSON.stringify({ user_id: 'big', user_info: { blob: 'x'.repeat(1100) } });
    r.send({
      event: PusherEvents.Subscribe,
      data: {
        channel: 'presence-big',
        channel_data: big,
        auth: signChannelAuth(TEST_APP.key, TEST_APP.secret, socketId, 'presence-big', big),
      },
    });
    await r.next((m) => m.event === PusherEvents.SubscriptionError && m.channel === 'presence-big');
    const longId = JSON.stringify({ user_id: 'x'.repeat(129) });
    r.send({
      event: PusherEvents.Subscribe,
      data: {
        channel: 'presence-long',
        channel_data: longId,
        auth: signChannelAuth(TEST_APP.key, TEST_APP.secret, socketId, 'presence-long', longId),
      },
    });
    await r.next((m) => m.event === PusherEvents.SubscriptionError && m.channel === 'presence-long');
  });
});

describe('client events', () => {
  it('relays to other subscribers only, never back to the sender', async () => {
    const n = await node();
    const a = client(n);
    const b = client(n);
    const chA = await subscribed(a, 'private-chat');
    const chB = await subscribed(b, 'private-chat');
    const gotA: unknown[] = [];
    chA.bind('client-typing', (d: unknown) => gotA.push(d));
    const gotB = new Promise<unknown>((resolve) => chB.bind('client-typing', resolve));
    chA.trigger('client-typing', { who: 'a' });
    expect(await gotB).toEqual({ who: 'a' });
    await sleep(100);
    expect(gotA).toEqual([]);
  });

  it('adds user_id on presence channels', async () => {
    const n = await node();
    const a = client(n, { id: 'alice' });
    const b = client(n, { id: 'bob' });
    const chA = await subscribed(a, 'presence-chat');
    const chB = await subscribed(b, 'presence-chat');
    const meta = new Promise<unknown>((resolve) => chB.bind('client-wave', (_d: unknown, m: unknown) => resolve(m)));
    chA.trigger('client-wave', {});
    expect(await meta).toEqual({ user_id: 'alice' });
  });

  it('refuses client events on public channels and on unsubscribed channels', async () => {
    const n = await node();
    const sender = raw(n);
    const receiver = raw(n);
    await Promise.all([established(sender), established(receiver)]);
    for (const r of [sender, receiver]) r.send({ event: PusherEvents.Subscribe, data: { channel: 'public-chat' } });
    await Promise.all([sender, receiver].map((r) => r.next((m) => m.event === PusherEvents.SubscriptionSucceeded)));
    sender.send({ event: 'client-hi', channel: 'public-chat', data: {} });
    const err = await sender.next((m) => m.event === PusherEvents.Error);
    expect(err.data).toMatchObject({ code: ErrorCodes.GenericError });
    sender.send({ event: 'client-hi', channel: 'private-not-joined', data: {} });
    await sender.next((m) => m.event === PusherEvents.Error && m.channel === 'private-not-joined');
    await sleep(100);
    expect(receiver.messages.some((m) => m.event === 'client-hi')).toBe(false);
  });

  it('rate limits client events to 10 per second with error 4301', async () => {
    const n = await node();
    const a = client(n);
    const b = client(n);
    const chA = await subscribed(a, 'private-burst');
    const chB = await subscribed(b, 'private-burst');
    const errors: Array<{ code?: number }> = [];
    a.connection.bind('error', (e: { data?: { code?: number } }) => errors.push(e.data ?? {}));
    let delivered = 0;
    chB.bind('client-tick', () => delivered++);
    for (let i = 0; i < 15; i++) chA.trigger('client-tick', { i });
    await waitFor(() => errors.length >= 5);
    await sleep(150);
    expect(delivered).toBe(10);
    expect(errors.every((e) => e.code === ErrorCodes.ClientEventRateLimited)).toBe(true);
    // The connection stays open: 4301 is an error event, never a close code.
    expect(a.connection.state).toBe('connected');
  });
});
