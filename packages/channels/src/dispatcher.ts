/**
 * Server-side event publishing shared by the HTTP events API and the in-process publisher, so
 * both apply the same limits and go through the same fan-out (local sockets + adapter).
 */
import { Defaults, INTERNAL_EVENT_PREFIX } from './constants.ts';
import type { Hub } from './hub.ts';
import type { ChannelsMetrics } from './metrics.ts';
import { encodeChannelEvent, isValidChannelName, isValidSocketId } from './protocol.ts';

/** A rejected publish; `status` is the HTTP status the events API answers with. */
export class ChannelsPublishError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ChannelsPublishError';
    this.status = status;
  }
}

/** One server event to one or more channels. */
export interface PublishInput {
  channels: readonly string[];
  name: string;
  /** The event data as sent on the wire (the SDK JSON-encodes non-string data). */
  data: string;
  /** Socket to leave out, typically the one whose action caused the event. */
  socketId?: string | undefined;
}

/** Limits the dispatcher enforces. */
export interface DispatchLimits {
  maxEventBytes: number;
  maxChannelsPerEvent: number;
}

/** Validates and fans out server events. */
export class EventDispatcher {
  constructor(
    private readonly hub: Hub,
    private readonly metrics: ChannelsMetrics,
    private readonly limits: DispatchLimits,
  ) {}

  /** Throws ChannelsPublishError when the event breaks a protocol rule or limit. */
  validate(input: PublishInput): void {
    const { channels, name, data, socketId } = input;
    if (typeof name !== 'string' || name.length === 0 || name.length > Defaults.maxEventNameLength) {
      throw new ChannelsPublishError(400, `Event name must be 1-${Defaults.maxEventNameLength} characters`);
    }
    // pusher-js gives internal events special meaning; publishers must not forge them.
    if (name.startsWith(INTERNAL_EVENT_PREFIX)) throw new ChannelsPublishError(400, 'Event name is reserved');
    if (!Array.isArray(channels) || channels.length === 0) {
      throw new ChannelsPublishError(400, 'At least one channel is required');
    }
    if (channels.length > this.limits.maxChannelsPerEvent) {
      throw new ChannelsPublishError(400, `At most ${this.limits.maxChannelsPerEvent} channels per event`);
    }
    for (const channel of channels) {
      if (!isValidChannelName(channel)) throw new ChannelsPublishError(400, `Invalid channel name: ${String(channel)}`);
    }
    if (typeof data !== 'string') throw new ChannelsPublishError(400, 'data must be a string');
    if (Buffer.byteLength(data) > this.limits.maxEventBytes) {
      throw new ChannelsPublishError(413, `Event data is larger than ${this.limits.maxEventBytes} bytes`);
    }
    if (socketId !== undefined && !isValidSocketId(socketId)) throw new ChannelsPublishError(400, 'Invalid socket_id');
  }

  /**
   * Validates then broadcasts (to every node's sockets, or with `reach: 'node'` to this node's only); each channel's
   * message is serialized once.
   */
  publish(input: PublishInput, reach: 'cluster' | 'node' = 'cluster'): void {
    this.validate(input);
    for (const channel of input.channels) {
      const message = encodeChannelEvent(input.name, channel, input.data);
      if (reach === 'node') this.hub.deliverLocal(channel, message, input.socketId);
      else this.hub.broadcast(channel, message, input.socketId);
    }
    this.metrics.publishedEvents++;
  }
}
