/**
 * Multi-node adapter on Redis: one pub/sub channel carries every broadcast to every node, presence
 * membership lives in hashes updated by Lua scripts (atomic first-join / last-leave), and each
 * node heartbeats into a sorted set so the members of a dead node can be reaped.
 *
 * Keys (all under the configurable prefix P):
 *   P events                    pub/sub channel: `nodeId\nchannel\nexceptSocketId\npayload`
 *   P nodes                     zset nodeId -> last heartbeat (Redis server time, ms)
 *   P node:{id}:subs            hash channel -> local subscription count of that node
 *   P node:{id}:presence        set of `channel\nuserId` the node holds
 *   P presence:{ch}:members     hash userId -> user_info JSON ('' when none)
 *   P presence:{ch}:refs        hash userId -> number of nodes holding the user
 * Redis Cluster is not supported: scripts derive node keys from the prefix.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AdapterHost, ChannelsAdapter, PresenceJoinResult } from './adapter.ts';
import { Defaults } from './constants.ts';
import { silentLogger, type ChannelsLogger } from './logger.ts';
import { encodeMemberAdded, encodeMemberRemoved, type PresenceMemberRecord } from './protocol.ts';

/** Settings of the Redis adapter. */
export interface RedisAdapterOptions {
  url: string;
  /** Prefix of every key and of the pub/sub channel; use a random one per test run. */
  keyPrefix?: string;
  /** How often this node refreshes its heartbeat and looks for dead nodes. */
  heartbeatIntervalMs?: number;
  /** A node whose heartbeat is older than this is dead and its members are removed. */
  nodeTimeoutMs?: number;
  nodeId?: string;
  logger?: ChannelsLogger;
}

const TIME_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// KEYS: members, refs, node set. ARGV: userId, infoJson, token, maxMembers.
const JOIN_LUA = `
if redis.call('SISMEMBER', KEYS[3], ARGV[3]) == 1 then return 0 end
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 and redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[4]) then return -1 end
redis.call('SADD', KEYS[3], ARGV[3])
if redis.call('HINCRBY', KEYS[2], ARGV[1], 1) == 1 then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
  return 1
end
return 0`;

// KEYS: members, refs, node set. ARGV: userId, token.
const LEAVE_LUA = `
if redis.call('SREM', KEYS[3], ARGV[2]) == 0 then return 0 end
if redis.call('HINCRBY', KEYS[2], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0`;

// Server time is used so that clock skew between nodes cannot get a live node reaped.
// KEYS: nodes. ARGV: nodeId, timeoutMs. Returns {1 if the node was missing, dead node ids}.
const HEARTBEAT_LUA = `${TIME_MS}
local added = redis.call('ZADD', KEYS[1], now, ARGV[1])
return {added, redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))}`;

// KEYS: nodes. ARGV: timeoutMs.
const ALIVE_LUA = `${TIME_MS}
return redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[1]), '+inf')`;

type Script = (...args: Array<string | number>) => Promise<unknown>;
interface Scripts {
  channelsJoin: Script;
  channelsLeave: Script;
  channelsHeartbeat: Script;
  channelsAlive: Script;
}

/** Adapter that shares fan-out, presence and channel counts between nodes through Redis. */
export class RedisAdapter implements ChannelsAdapter {
  readonly nodeId: string;
  private readonly prefix: string;
  private readonly heartbeatMs: number;
  private readonly timeoutMs: number;
  private readonly log: ChannelsLogger;
  private readonly cmd: Redis;
  private readonly sub: Redis;
  private readonly scripts: Scripts;
  private readonly eventsChannel: string;
  private host: AdapterHost | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private readonly dirtyCounts = new Map<string, number>();
  private flushScheduled = false;
  private readonly pending = new Set<Promise<unknown>>();
  private registered = false;
  private heartbeatRunning = false;
  private closed = false;

  constructor(opts: RedisAdapterOptions) {
    this.nodeId = opts.nodeId ?? randomUUID();
    this.prefix = opts.keyPrefix ?? Defaults.redisKeyPrefix;
    this.heartbeatMs = opts.heartbeatIntervalMs ?? Defaults.heartbeatIntervalMs;
    this.timeoutMs = opts.nodeTimeoutMs ?? Defaults.nodeTimeoutMs;
    this.log = opts.logger ?? silentLogger;
    this.eventsChannel = `${this.prefix}events`;
    this.cmd = new Redis(opts.url, { lazyConnect: true, enableAutoPipelining: true, maxRetriesPerRequest: 3 });
    this.sub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    for (const client of [this.cmd, this.sub]) {
      client.on('error', (err: Error) => this.log.warn({ err: err.message }, 'channels redis error'));
    }
    this.cmd.defineCommand('channelsJoin', { numberOfKeys: 3, lua: JOIN_LUA });
    this.cmd.defineCommand('channelsLeave', { numberOfKeys: 3, lua: LEAVE_LUA });
    this.cmd.defineCommand('channelsHeartbeat', { numberOfKeys: 1, lua: HEARTBEAT_LUA });
    this.cmd.defineCommand('channelsAlive', { numberOfKeys: 1, lua: ALIVE_LUA });
    this.scripts = this.cmd as unknown as Scripts;
  }

  private key(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }
  private nodeSubsKey(nodeId: string): string {
    return this.key('node', nodeId, 'subs');
  }
  private nodePresenceKey(nodeId: string): string {
    return this.key('node', nodeId, 'presence');
  }
  private membersKey(channel: string): string {
    return this.key('presence', channel, 'members');
  }
  private refsKey(channel: string): string {
    return this.key('presence', channel, 'refs');
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.pending.add(p);
    const done = () => this.pending.delete(p);
    p.then(done, done);
    return p;
  }

  async start(host: AdapterHost): Promise<void> {
    this.host = host;
    await Promise.all([this.cmd.connect(), this.sub.connect()]);
    this.sub.on('message', (channel: string, message: string) => {
      if (channel === this.eventsChannel) this.onBusMessage(message);
    });
    await this.sub.subscribe(this.eventsChannel);
    await this.heartbeat();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  private onBusMessage(message: string): void {
    // Framing by newlines avoids a JSON parse per message; channel names and ids cannot contain one.
    const a = message.indexOf('\n');
    const b = message.indexOf('\n', a + 1);
    const c = message.indexOf('\n', b + 1);
    if (a < 0 || b < 0 || c < 0) return;
    if (message.slice(0, a) === this.nodeId) return; // already delivered locally by the publisher
    const channel = message.slice(a + 1, b);
    const except = message.slice(b + 1, c);
    this.host?.deliverLocal(channel, message.slice(c + 1), except === '' ? undefined : except);
  }

  publish(channel: string, payload: string, exceptSocketId: string | undefined): void {
    if (this.closed) return;
    const frame = `${this.nodeId}\n${channel}\n${exceptSocketId ?? ''}\n${payload}`;
    this.cmd.publish(this.eventsChannel, frame).catch((err: Error) => {
      this.log.error({ err: err.message, channel }, 'channels redis publish failed');
    });
  }

  setLocalSubscriptionCount(channel: string, count: number): void {
    this.dirtyCounts.set(channel, count);
    if (this.flushScheduled) return;
    // Coalescing: a burst of subscriptions to one channel becomes one HSET.
    this.flushScheduled = true;
    setImmediate(() => void this.flushCounts());
  }

  private async flushCounts(): Promise<void> {
    this.flushScheduled = false;
    if (this.dirtyCounts.size === 0) return;
    const key = this.nodeSubsKey(this.nodeId);
    const pipe = this.cmd.pipeline();
    for (const [channel, count] of this.dirtyCounts) {
      if (count > 0) pipe.hset(key, channel, count);
      else pipe.hdel(key, channel);
    }
    this.dirtyCounts.clear();
    await this.track(pipe.exec()).catch((err: Error) => this.log.error({ err: err.message }, 'channels count flush failed'));
  }

  async presenceJoin(channel: string, member: PresenceMemberRecord, maxMembers: number): Promise<PresenceJoinResult> {
    const result = await this.track(
      this.scripts.channelsJoin(
        this.membersKey(channel),
        this.refsKey(channel),
        this.nodePresenceKey(this.nodeId),
        member.id,
        member.infoJson ?? '',
        `${channel}\n${member.id}`,
        maxMembers,
      ),
    );
    return result === 1 ? 'added' : result === -1 ? 'full' : 'present';
  }

  async presenceLeave(channel: string, userId: string): Promise<boolean> {
    return this.leaveFor(this.nodeId, channel, userId);
  }

  private async leaveFor(nodeId: string, channel: string, userId: string): Promise<boolean> {
    const result = await this.track(
      this.scripts.channelsLeave(
        this.membersKey(channel),
        this.refsKey(channel),
        this.nodePresenceKey(nodeId),
        userId,
        `${channel}\n${userId}`,
      ),
    );
    return result === 1;
  }

  async presenceMembers(channel: string): Promise<PresenceMemberRecord[]> {
    const all = await this.cmd.hgetall(this.membersKey(channel));
    return Object.entries(all).map(([id, info]) => ({ id, infoJson: info === '' ? undefined : info }));
  }

  async presenceCount(channel: string): Promise<number> {
    return this.cmd.hlen(this.membersKey(channel));
  }

  private async aliveNodes(): Promise<string[]> {
    return (await this.scripts.channelsAlive(this.key('nodes'), this.timeoutMs)) as string[];
  }

  async subscriptionCounts(prefix?: string): Promise<Map<string, number>> {
    await this.flushCounts();
    const nodes = await this.aliveNodes();
    const pipe = this.cmd.pipeline();
    for (const node of nodes) pipe.hgetall(this.nodeSubsKey(node));
    const results = (await pipe.exec()) ?? [];
    const totals = new Map<string, number>();
    for (const [err, value] of results) {
      if (err || !value) continue;
      for (const [channel, n] of Object.entries(value as Record<string, string>)) {
        if (prefix && !channel.startsWith(prefix)) continue;
        totals.set(channel, (totals.get(channel) ?? 0) + Number(n));
      }
    }
    for (const [channel, n] of totals) if (n <= 0) totals.delete(channel);
    return totals;
  }

  async subscriptionCount(channel: string): Promise<number> {
    await this.flushCounts();
    const nodes = await this.aliveNodes();
    const pipe = this.cmd.pipeline();
    for (const node of nodes) pipe.hget(this.nodeSubsKey(node), channel);
    const results = (await pipe.exec()) ?? [];
    let total = 0;
    for (const [err, value] of results) if (!err && value) total += Number(value);
    return total;
  }

  private async heartbeat(): Promise<void> {
    if (this.heartbeatRunning || this.closed) return;
    this.heartbeatRunning = true;
    try {
      const [added, dead] = (await this.scripts.channelsHeartbeat(this.key('nodes'), this.nodeId, this.timeoutMs)) as [number, string[]];
      if (added === 1 && this.registered) await this.resync();
      this.registered = true;
      for (const nodeId of dead) if (nodeId !== this.nodeId) await this.reap(nodeId);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'channels heartbeat failed');
    } finally {
      this.heartbeatRunning = false;
    }
  }

  /** Our heartbeat was missing, so another node may have reaped us: put our state back. */
  private async resync(): Promise<void> {
    const host = this.host;
    if (!host) return;
    this.log.warn({ nodeId: this.nodeId }, 'channels node was declared dead; re-registering its state');
    const snap = host.snapshot();
    for (const [channel, count] of snap.subscriptionCounts) this.setLocalSubscriptionCount(channel, count);
    await Promise.all(
      snap.presence.map(async ({ channel, member }) => {
        // The limit was already checked when the member first joined; do not evict it now.
        if ((await this.presenceJoin(channel, member, Number.MAX_SAFE_INTEGER)) === 'added') {
          host.broadcast(channel, encodeMemberAdded(channel, member), undefined);
        }
      }),
    );
  }

  /** Removes a dead node's members (broadcasting member_removed) and its channel counts. */
  private async reap(nodeId: string): Promise<void> {
    const lock = await this.cmd.set(this.key('reap', nodeId), this.nodeId, 'PX', 30_000, 'NX');
    if (lock !== 'OK') return; // another node is reaping it
    const tokens = await this.cmd.smembers(this.nodePresenceKey(nodeId));
    await this.removeTokens(nodeId, tokens);
    await this.cmd.del(this.nodePresenceKey(nodeId), this.nodeSubsKey(nodeId));
    await this.cmd.zrem(this.key('nodes'), nodeId);
    this.log.info({ deadNode: nodeId, members: tokens.length }, 'channels reaped dead node');
  }

  private async removeTokens(nodeId: string, tokens: string[]): Promise<void> {
    await Promise.all(
      tokens.map(async (token) => {
        const nl = token.indexOf('\n');
        const channel = token.slice(0, nl);
        const userId = token.slice(nl + 1);
        if (await this.leaveFor(nodeId, channel, userId)) {
          this.host?.broadcast(channel, encodeMemberRemoved(channel, userId), undefined);
        }
      }),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.heartbeatTimer);
    try {
      await this.flushCounts();
      await Promise.allSettled([...this.pending]);
      // Leave the cluster cleanly so other nodes do not wait for the reaper.
      const tokens = await this.cmd.smembers(this.nodePresenceKey(this.nodeId));
      await this.removeTokens(this.nodeId, tokens);
      await this.cmd.del(this.nodePresenceKey(this.nodeId), this.nodeSubsKey(this.nodeId));
      await this.cmd.zrem(this.key('nodes'), this.nodeId);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'channels redis cleanup on close failed');
    }
    this.closed = true;
    await Promise.allSettled([this.sub.quit(), this.cmd.quit()]);
  }
}
