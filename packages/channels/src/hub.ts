/**
 * This node's channel table: which local sockets are in which channel, local presence reference
 * counts, and broadcast (serialize once, write the same frame to every local socket, then hand
 * the message to the adapter for the other nodes).
 */
import type { AdapterHost, AdapterSnapshot, ChannelsAdapter } from './adapter.ts';
import { encodeTextFrame } from './frame.ts';
import type { ChannelsLogger } from './logger.ts';
import type { ChannelsMetrics } from './metrics.ts';
import { encodeMemberAdded, encodeMemberRemoved, type PresenceMemberRecord } from './protocol.ts';

/** A local socket as the hub sees it. */
export interface Subscriber {
  readonly socketId: string;
  /** Writes a ready-made text frame; false if the socket could not take it. */
  sendFrame(frame: Buffer): boolean;
}

interface LocalMember {
  /** Local connections of this user in this channel. */
  count: number;
  member: PresenceMemberRecord;
  /** The cluster registration, shared by connections that arrive while it is in flight. */
  join: Promise<'added' | 'present' | 'full'>;
}

interface LocalChannel {
  sockets: Set<Subscriber>;
  users: Map<string, LocalMember> | undefined;
}

/**
 * Node-to-node messages of the host ride the adapter's bus under this prefix: `#` is not allowed in a channel name, so no
 * socket can subscribe to them and no publisher can reach them.
 */
const NODE_BUS_PREFIX = '#';

/** Messages between the host's nodes (the memory adapter has no other node: nothing is sent or received). */
export interface NodeBus {
  /** Sends a message on a topic to every other node (not to this one). */
  send(topic: string, message: string): void;
  /** Receives the other nodes' messages on a topic (one handler per topic). */
  on(topic: string, handler: (message: string) => void): void;
}

/** Local subscriptions and broadcast of one node. */
export class Hub implements AdapterHost {
  private readonly channels = new Map<string, LocalChannel>();
  private readonly busHandlers = new Map<string, (message: string) => void>();

  constructor(
    private readonly adapter: ChannelsAdapter,
    private readonly metrics: ChannelsMetrics,
    private readonly maxPresenceMembers: number,
    private readonly log: ChannelsLogger,
  ) {}

  /** Number of channels with local sockets or presence members. */
  get channelCount(): number {
    return this.channels.size;
  }

  private channel(name: string): LocalChannel {
    let ch = this.channels.get(name);
    if (!ch) {
      ch = { sockets: new Set(), users: undefined };
      this.channels.set(name, ch);
    }
    return ch;
  }

  private dropIfEmpty(name: string, ch: LocalChannel): void {
    if (ch.sockets.size === 0 && (ch.users === undefined || ch.users.size === 0)) this.channels.delete(name);
  }

  /** True once `sub` receives the channel's events (after subscription succeeded). */
  isSubscribed(name: string, sub: Subscriber): boolean {
    return this.channels.get(name)?.sockets.has(sub) ?? false;
  }

  /** Starts delivering the channel's events to `sub`. */
  subscribe(name: string, sub: Subscriber): void {
    const ch = this.channel(name);
    if (ch.sockets.has(sub)) return;
    ch.sockets.add(sub);
    this.metrics.subscriptions++;
    this.metrics.subscriptionsTotal++;
    this.adapter.setLocalSubscriptionCount(name, ch.sockets.size);
  }

  /** Stops delivering the channel's events to `sub`. */
  unsubscribe(name: string, sub: Subscriber): void {
    const ch = this.channels.get(name);
    if (!ch?.sockets.delete(sub)) return;
    this.metrics.subscriptions--;
    this.adapter.setLocalSubscriptionCount(name, ch.sockets.size);
    this.dropIfEmpty(name, ch);
  }

  /**
   * Counts one more local connection of `member` and registers the user cluster-wide on the first.
   * The caller owns the reference: it must call presenceLeave once, also after 'full' or an error.
   */
  async presenceJoin(name: string, member: PresenceMemberRecord): Promise<'ok' | 'full'> {
    const ch = this.channel(name);
    ch.users ??= new Map();
    let local = ch.users.get(member.id);
    const first = local === undefined;
    if (!local) {
      local = { count: 0, member, join: this.adapter.presenceJoin(name, member, this.maxPresenceMembers) };
      ch.users.set(member.id, local);
    }
    local.count++;
    const result = await local.join;
    if (result === 'full') return 'full';
    // Only the connection that created the registration announces the user.
    if (first && result === 'added') this.broadcast(name, encodeMemberAdded(name, member), undefined);
    return 'ok';
  }

  /** Drops one local connection of the user; on the cluster's last one, broadcasts member_removed. */
  presenceLeave(name: string, userId: string): void {
    const ch = this.channels.get(name);
    const local = ch?.users?.get(userId);
    if (!ch || !local) return;
    if (--local.count > 0) return;
    ch.users?.delete(userId);
    this.dropIfEmpty(name, ch);
    this.adapter.presenceLeave(name, userId).then(
      (last) => {
        if (last) this.broadcast(name, encodeMemberRemoved(name, userId), undefined);
      },
      (err: Error) => this.log.error({ err: err.message, channel: name }, 'channels presence leave failed'),
    );
  }

  /** Members of a presence channel across the cluster. */
  presenceMembers(name: string): Promise<PresenceMemberRecord[]> {
    return this.adapter.presenceMembers(name);
  }

  /** Sends an encoded message to the channel on every node. */
  broadcast(name: string, payload: string, exceptSocketId: string | undefined): void {
    this.deliverLocal(name, payload, exceptSocketId);
    this.adapter.publish(name, payload, exceptSocketId);
  }

  /** The host's node bus (see `NodeBus`). */
  readonly bus: NodeBus = {
    send: (topic, message) => this.adapter.publish(NODE_BUS_PREFIX + topic, message, undefined),
    on: (topic, handler) => void this.busHandlers.set(topic, handler),
  };

  /** Sends an encoded message to this node's sockets in the channel (a bus message to its topic's handler). */
  deliverLocal(name: string, payload: string, exceptSocketId: string | undefined): void {
    if (name.startsWith(NODE_BUS_PREFIX)) {
      this.busHandlers.get(name.slice(NODE_BUS_PREFIX.length))?.(payload);
      return;
    }
    const ch = this.channels.get(name);
    if (!ch || ch.sockets.size === 0) return;
    const frame = encodeTextFrame(payload);
    let sent = 0;
    for (const sub of ch.sockets) {
      if (sub.socketId !== exceptSocketId && sub.sendFrame(frame)) sent++;
    }
    this.metrics.messagesOut += sent;
  }

  /** Local state for the adapter to re-register after this node was declared dead. */
  snapshot(): AdapterSnapshot {
    const subscriptionCounts = new Map<string, number>();
    const presence: AdapterSnapshot['presence'] = [];
    for (const [name, ch] of this.channels) {
      if (ch.sockets.size > 0) subscriptionCounts.set(name, ch.sockets.size);
      for (const local of ch.users?.values() ?? []) presence.push({ channel: name, member: local.member });
    }
    return { subscriptionCounts, presence };
  }
}
