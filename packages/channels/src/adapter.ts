/**
 * The cluster-wide half of the server: fan-out to other nodes, presence membership and
 * subscription counts. The memory adapter serves a single node, the Redis adapter many.
 */
import type { PresenceMemberRecord } from './protocol.ts';

/** Outcome of registering a user in a presence channel. */
export type PresenceJoinResult = 'added' | 'present' | 'full';

/** What the adapter calls back into the local node. */
export interface AdapterHost {
  /** Deliver an encoded message that another node published to this node's local subscribers. */
  deliverLocal(channel: string, payload: string, exceptSocketId: string | undefined): void;
  /** Broadcast on every node, e.g. member_removed for the members of a dead node. */
  broadcast(channel: string, payload: string, exceptSocketId: string | undefined): void;
  /** Local state to re-register when this node finds it was declared dead. */
  snapshot(): AdapterSnapshot;
}

/** The local subscriptions and presence members of one node. */
export interface AdapterSnapshot {
  subscriptionCounts: Map<string, number>;
  presence: Array<{ channel: string; member: PresenceMemberRecord }>;
}

/** Cluster state store and message bus. */
export interface ChannelsAdapter {
  readonly nodeId: string;
  /** Connects and starts receiving other nodes' messages. */
  start(host: AdapterHost): Promise<void>;
  /** Sends an encoded channel message to the other nodes (local delivery is done by the caller). */
  publish(channel: string, payload: string, exceptSocketId: string | undefined): void;
  /** Records how many local sockets are subscribed to `channel` (0 removes it). */
  setLocalSubscriptionCount(channel: string, count: number): void;
  /** Marks this node as having `member` in `channel`; tells whether the user is new cluster-wide. */
  presenceJoin(channel: string, member: PresenceMemberRecord, maxMembers: number): Promise<PresenceJoinResult>;
  /** Removes this node's claim on the user; true when it was the last one (send member_removed). */
  presenceLeave(channel: string, userId: string): Promise<boolean>;
  /** Current members of a presence channel across the cluster. */
  presenceMembers(channel: string): Promise<PresenceMemberRecord[]>;
  /** Number of distinct users in a presence channel across the cluster. */
  presenceCount(channel: string): Promise<number>;
  /** Cluster-wide subscription counts of occupied channels, optionally filtered by prefix. */
  subscriptionCounts(prefix?: string): Promise<Map<string, number>>;
  /** Cluster-wide subscription count of one channel. */
  subscriptionCount(channel: string): Promise<number>;
  /** Releases this node's state and connections. */
  close(): Promise<void>;
}
