/**
 * One client WebSocket speaking the Pusher protocol: heartbeats, subscriptions (with signature
 * checks) and client events. State is kept small because a node holds thousands of these.
 */
import type { Socket } from 'node:net';
import { WebSocket } from 'ws';
import { assertCloseCode, CLIENT_EVENT_PREFIX, Defaults, ErrorCodes, PusherEvents, SubscriptionErrorTypes } from './constants.ts';
import { framePayload } from './frame.ts';
import type { Hub, Subscriber } from './hub.ts';
import type { ChannelsLogger } from './logger.ts';
import type { ChannelsMetrics } from './metrics.ts';
import {
  channelType,
  encodeChannelEvent,
  encodeClientEvent,
  encodeError,
  encodeHeartbeat,
  encodePresenceSucceeded,
  encodeSubscriptionError,
  isValidChannelName,
  parseClientMessage,
  parsePresenceChannelData,
  type ClientMessage,
} from './protocol.ts';
import { TokenBucket } from './rate-limiter.ts';
import { verifyChannelAuth } from './signature.ts';

/** Limits a connection enforces. */
export interface ConnectionLimits {
  maxEventBytes: number;
  clientEventsPerSecond: number;
  maxUserIdLength: number;
  maxUserInfoBytes: number;
  maxSocketBufferBytes: number;
}

/** What all connections of a server share (one object, not one per socket). */
export interface ConnectionContext {
  key: string;
  secret: string;
  hub: Hub;
  metrics: ChannelsMetrics;
  limits: ConnectionLimits;
  log: ChannelsLogger;
  /** Called exactly once when the connection is finished, however it ended. */
  onDispose(conn: Connection): void;
}

const SUCCEEDED_EMPTY = '{}';
const PING = encodeHeartbeat(PusherEvents.Ping);
const PONG = encodeHeartbeat(PusherEvents.Pong);

function objectData(data: unknown): Record<string, unknown> {
  // The protocol sends subscribe data as an object; some clients send it JSON-encoded.
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** Server side of one WebSocket. */
export class Connection implements Subscriber {
  /** Last time anything arrived (ms); drives server pings. */
  lastSeen: number;
  /** When our unanswered ping was sent (ms), 0 when none is outstanding. */
  pingSentAt = 0;
  /** channel -> presence user id, or '' for non-presence channels. Created on first subscribe. */
  private subs: Map<string, string> | undefined;
  private limiter: TokenBucket | undefined;
  private disposed = false;

  constructor(
    readonly ws: WebSocket,
    readonly socketId: string,
    private readonly raw: Socket | undefined,
    private readonly ctx: ConnectionContext,
  ) {
    this.lastSeen = Date.now();
  }

  /** Sends one message to this client only. */
  send(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    this.ws.send(text);
    this.ctx.metrics.messagesOut++;
  }

  sendFrame(frame: Buffer): boolean {
    if (this.ws.readyState !== WebSocket.OPEN) return false;
    const raw = this.raw;
    if (!raw) {
      this.ws.send(framePayload(frame), { binary: false });
      return true;
    }
    if (raw.writableLength > this.ctx.limits.maxSocketBufferBytes) {
      // A client that does not read would make us buffer without bound; let it reconnect later.
      this.ctx.metrics.slowConsumerDisconnects++;
      this.close(ErrorCodes.OverCapacity, 'Slow consumer: too much unsent data');
      return false;
    }
    // With permessage-deflate off, ws writes frames straight to the socket too, so writing the
    // shared pre-built frame here keeps ordering and saves a header allocation per receiver.
    raw.write(frame);
    return true;
  }

  /** Closes with a protocol close code and releases subscriptions at once. */
  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) {
      this.ws.close(assertCloseCode(code), reason);
    }
    this.dispose();
  }

  /** Sends a ping after `activityMs` of silence; closes with 4201 if it stays unanswered. */
  checkActivity(now: number, activityMs: number, pongTimeoutMs: number): void {
    if (this.pingSentAt !== 0) {
      if (now - this.pingSentAt > pongTimeoutMs) this.close(ErrorCodes.PongNotReceived, 'Pong reply not received');
      return;
    }
    if (now - this.lastSeen >= activityMs) {
      this.pingSentAt = now;
      this.send(PING);
    }
  }

  /** Handles one incoming frame. */
  onMessage(data: Buffer): void {
    if (this.disposed) return;
    this.lastSeen = Date.now();
    this.pingSentAt = 0;
    this.ctx.metrics.messagesIn++;
    const msg = parseClientMessage(data.toString('utf8'));
    if (!msg) {
      this.send(encodeError(ErrorCodes.GenericError, 'Invalid message: expected a JSON object with an event'));
      return;
    }
    switch (msg.event) {
      case PusherEvents.Ping:
        this.send(PONG);
        return;
      case PusherEvents.Pong:
        return;
      case PusherEvents.Subscribe:
        this.subscribe(objectData(msg.data)).catch((err: Error) => {
          this.ctx.log.error({ err: err.message, socketId: this.socketId }, 'channels subscribe failed');
        });
        return;
      case PusherEvents.Unsubscribe: {
        const channel = objectData(msg.data).channel;
        if (typeof channel === 'string') this.unsubscribe(channel);
        return;
      }
      default:
        // Unknown pusher: events (e.g. signin) are ignored, like other servers do.
        if (msg.event.startsWith(CLIENT_EVENT_PREFIX)) this.clientEvent(msg);
    }
  }

  private subscriptionError(channel: string, type: string, error: string, status: number): void {
    this.send(encodeSubscriptionError(channel, type, error, status));
  }

  private async subscribe(data: Record<string, unknown>): Promise<void> {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      const name = typeof channel === 'string' ? channel : '';
      this.subscriptionError(name, SubscriptionErrorTypes.InvalidChannel, 'Invalid channel name', 400);
      return;
    }
    const existing = this.subs?.get(channel);
    if (existing !== undefined) {
      // Re-subscribing is idempotent; answer again once the first subscription has completed.
      if (this.ctx.hub.isSubscribed(channel, this)) await this.sendSucceeded(channel, existing);
      return;
    }
    const type = channelType(channel);
    if (type === 'encrypted') {
      this.subscriptionError(channel, SubscriptionErrorTypes.InvalidChannel, 'Encrypted channels are not supported', 400);
      return;
    }
    if (type === 'public') {
      this.addSubscription(channel, '');
      this.send(encodeChannelEvent(PusherEvents.SubscriptionSucceeded, channel, SUCCEEDED_EMPTY));
      return;
    }

    const channelData = type === 'presence' ? data.channel_data : undefined;
    if (type === 'presence' && typeof channelData !== 'string') {
      this.ctx.metrics.authRefusals++;
      this.subscriptionError(channel, SubscriptionErrorTypes.Auth, 'Presence subscriptions need channel_data', 401);
      return;
    }
    const { key, secret } = this.ctx;
    if (!verifyChannelAuth(data.auth, key, secret, this.socketId, channel, channelData as string | undefined)) {
      this.ctx.metrics.authRefusals++;
      this.subscriptionError(channel, SubscriptionErrorTypes.Auth, 'Invalid signature', 401);
      return;
    }
    if (type === 'private') {
      this.addSubscription(channel, '');
      this.send(encodeChannelEvent(PusherEvents.SubscriptionSucceeded, channel, SUCCEEDED_EMPTY));
      return;
    }
    await this.subscribePresence(channel, channelData as string);
  }

  private addSubscription(channel: string, userId: string): void {
    (this.subs ??= new Map()).set(channel, userId);
    this.ctx.hub.subscribe(channel, this);
  }

  private async subscribePresence(channel: string, channelData: string): Promise<void> {
    const parsed = parsePresenceChannelData(channelData, this.ctx.limits);
    if (!parsed.ok) {
      this.subscriptionError(channel, SubscriptionErrorTypes.Auth, parsed.error, 400);
      return;
    }
    const userId = parsed.member.id;
    // Recorded before the cluster round trip so an unsubscribe or close meanwhile releases it.
    (this.subs ??= new Map()).set(channel, userId);
    let result: 'ok' | 'full';
    try {
      result = await this.ctx.hub.presenceJoin(channel, parsed.member);
    } catch (err) {
      if (this.releasePending(channel, userId)) {
        this.subscriptionError(channel, 'ServerError', 'Presence store unavailable', 503);
      }
      throw err;
    }
    if (this.subs?.get(channel) !== userId || this.disposed) return; // left while joining
    if (result === 'full') {
      this.releasePending(channel, userId);
      this.subscriptionError(channel, SubscriptionErrorTypes.LimitReached, 'Presence channel is full', 403);
      return;
    }
    this.ctx.hub.subscribe(channel, this);
    await this.sendSucceeded(channel, userId);
  }

  /** Undoes a presence join that did not complete; false when it was already undone. */
  private releasePending(channel: string, userId: string): boolean {
    if (this.subs?.get(channel) !== userId) return false;
    this.subs.delete(channel);
    this.ctx.hub.presenceLeave(channel, userId);
    return true;
  }

  private async sendSucceeded(channel: string, userId: string): Promise<void> {
    if (userId === '') {
      this.send(encodeChannelEvent(PusherEvents.SubscriptionSucceeded, channel, SUCCEEDED_EMPTY));
      return;
    }
    const members = await this.ctx.hub.presenceMembers(channel);
    if (this.subs?.get(channel) === userId) this.send(encodePresenceSucceeded(channel, members));
  }

  private unsubscribe(channel: string): void {
    const userId = this.subs?.get(channel);
    if (userId === undefined) return;
    this.subs?.delete(channel);
    this.ctx.hub.unsubscribe(channel, this);
    if (userId !== '') this.ctx.hub.presenceLeave(channel, userId);
  }

  private clientEvent(msg: ClientMessage): void {
    const { metrics, limits, hub } = this.ctx;
    const channel = msg.channel;
    const reject = (reason: Parameters<ChannelsMetrics['clientEventRejected']>[0], code: number, message: string) => {
      metrics.clientEventRejected(reason);
      this.send(encodeError(code, message, typeof channel === 'string' ? channel : undefined));
    };
    if (typeof channel !== 'string') return reject('invalid', ErrorCodes.GenericError, 'Client event without channel');
    const type = channelType(channel);
    if (type !== 'private' && type !== 'presence') {
      return reject('not_allowed', ErrorCodes.GenericError, 'Client events are only allowed on private and presence channels');
    }
    if (!hub.isSubscribed(channel, this)) {
      return reject('not_subscribed', ErrorCodes.GenericError, `Not subscribed to ${channel}`);
    }
    if (msg.event.length > Defaults.maxEventNameLength) {
      return reject('invalid', ErrorCodes.GenericError, 'Event name too long');
    }
    this.limiter ??= new TokenBucket(limits.clientEventsPerSecond);
    if (!this.limiter.take()) {
      return reject(
        'rate_limited',
        ErrorCodes.ClientEventRateLimited,
        `Client event rejected due to rate limit (${limits.clientEventsPerSecond} per second)`,
      );
    }
    const raw = JSON.stringify(msg.data ?? null);
    if (Buffer.byteLength(raw) > limits.maxEventBytes) {
      return reject('too_large', ErrorCodes.GenericError, `Client event data larger than ${limits.maxEventBytes} bytes`);
    }
    const userId = type === 'presence' ? this.subs?.get(channel) : undefined;
    hub.broadcast(channel, encodeClientEvent(msg.event, channel, raw, userId), this.socketId);
    metrics.clientEvents++;
  }

  /** Releases subscriptions and presence; idempotent. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    const subs = this.subs;
    this.subs = undefined;
    if (subs) {
      for (const [channel, userId] of subs) {
        this.ctx.hub.unsubscribe(channel, this);
        if (userId !== '') this.ctx.hub.presenceLeave(channel, userId);
      }
    }
    this.ctx.onDispose(this);
  }
}
