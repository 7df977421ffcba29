import type { ChannelsPublisher } from '@photostudy/channels';
import type { RealtimeEventName } from '@photostudy/contracts';
import type { RealtimePublisher } from '../../core/realtime-publisher';

/** The services' publisher over the channels server (in process, through Redis, or hosted Pusher). */
export class ChannelsRealtimePublisher implements RealtimePublisher {
  constructor(
    private readonly publisher: ChannelsPublisher,
    private readonly members: (channel: string) => Promise<{ id: string }[]>,
  ) {}

  async publish(
    channels: string | string[],
    event: RealtimeEventName,
    data: unknown,
    options?: { excludeSocketId?: string },
  ): Promise<void> {
    await this.publisher.trigger(channels, event, data, options?.excludeSocketId ? { socketId: options.excludeSocketId } : undefined);
  }

  async presenceUserIds(channel: string): Promise<string[]> {
    return (await this.members(channel)).map((m) => m.id);
  }
}
