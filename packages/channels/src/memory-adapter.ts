/**
 * Single-node adapter: the cluster is this process, so state lives in two maps and there is
 * nobody else to publish to.
 */
import { randomUUID } from 'node:crypto';
import type { ChannelsAdapter, PresenceJoinResult } from './adapter.ts';
import type { PresenceMemberRecord } from './protocol.ts';

/** Adapter for a server without Redis. */
export class MemoryAdapter implements ChannelsAdapter {
  readonly nodeId = randomUUID();
  private readonly counts = new Map<string, number>();
  private readonly members = new Map<string, Map<string, string | undefined>>();

  async start(): Promise<void> {}

  publish(): void {}

  setLocalSubscriptionCount(channel: string, count: number): void {
    if (count > 0) this.counts.set(channel, count);
    else this.counts.delete(channel);
  }

  async presenceJoin(channel: string, member: PresenceMemberRecord, maxMembers: number): Promise<PresenceJoinResult> {
    let users = this.members.get(channel);
    if (users?.has(member.id)) return 'present';
    if ((users?.size ?? 0) >= maxMembers) return 'full';
    if (!users) this.members.set(channel, (users = new Map()));
    users.set(member.id, member.infoJson);
    return 'added';
  }

  async presenceLeave(channel: string, userId: string): Promise<boolean> {
    const users = this.members.get(channel);
    if (!users?.delete(userId)) return false;
    if (users.size === 0) this.members.delete(channel);
    return true;
  }

  async presenceMembers(channel: string): Promise<PresenceMemberRecord[]> {
    return [...(this.members.get(channel) ?? [])].map(([id, infoJson]) => ({ id, infoJson }));
  }

  async presenceCount(channel: string): Promise<number> {
    return this.members.get(channel)?.size ?? 0;
  }

  async subscriptionCounts(prefix?: string): Promise<Map<string, number>> {
    if (!prefix) return new Map(this.counts);
    return new Map([...this.counts].filter(([name]) => name.startsWith(prefix)));
  }

  async subscriptionCount(channel: string): Promise<number> {
    return this.counts.get(channel) ?? 0;
  }

  async close(): Promise<void> {
    this.counts.clear();
    this.members.clear();
  }
}
