import type { RealtimeEventName } from '@photostudy/contracts';

/**
 * How services publish realtime events and ask who is online. Services publish only after their
 * transaction commits. The channels server (in process, through Redis, or hosted Pusher) implements it.
 */
export interface RealtimePublisher {
  /** Sends one event (snake_case payload) to one or more channels. */
  publish(channels: string | string[], event: RealtimeEventName, data: unknown, options?: { excludeSocketId?: string }): Promise<void>;
  /** User ids currently present on a presence channel. */
  presenceUserIds(channel: string): Promise<string[]>;
}

/** A publisher that records what was sent; for tests and for running without a realtime server. */
export class RecordingPublisher implements RealtimePublisher {
  readonly sent: { channels: string[]; event: RealtimeEventName; data: unknown }[] = [];
  readonly present = new Map<string, Set<string>>();

  async publish(channels: string | string[], event: RealtimeEventName, data: unknown): Promise<void> {
    this.sent.push({ channels: Array.isArray(channels) ? channels : [channels], event, data });
  }

  async presenceUserIds(channel: string): Promise<string[]> {
    return [...(this.present.get(channel) ?? [])];
  }

  /** Events sent to a channel, optionally of one name. */
  on(channel: string, event?: RealtimeEventName): unknown[] {
    return this.sent.filter((s) => s.channels.includes(channel) && (!event || s.event === event)).map((s) => s.data);
  }
}
