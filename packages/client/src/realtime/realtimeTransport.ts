import type { ClientConfig } from '@photostudy/contracts';

/** One subscribed channel as the realtime module sees it (the seam tests replace). */
export interface TransportChannel {
  /** True once the server accepted the subscription. */
  readonly isSubscribed: boolean;
  /** Receives every event of the channel (internal `pusher:` ones included). */
  bindAll(handler: (eventName: string, data: unknown) => void): void;
  /** Called each time the server accepts the subscription (again after every reconnect). */
  onSubscribed(handler: () => void): void;
  /** Receives a refused or failed subscription with its details. */
  onSubscriptionError(handler: (details: string) => void): void;
  /** Sends a client event (presence and private channels only); false when not possible now. */
  trigger(eventName: string, data: unknown): boolean;
}

/** A connection to the realtime server: channels and connection states. */
export interface RealtimeTransport {
  subscribe(channelName: string): TransportChannel;
  unsubscribe(channelName: string): void;
  /** The channel if it is subscribed or subscribing, else null. */
  channel(channelName: string): TransportChannel | null;
  /** Connection state changes ('connecting', 'connected', 'unavailable', 'disconnected', ...). */
  onStateChange(handler: (previous: string, current: string) => void): void;
  /** Drops a connection attempt that is waiting and starts a new one now; nothing while connected or closed. */
  reconnectNow(): void;
  disconnect(): void;
}

/** Signs one subscription at the server: resolves the auth answer as-is (no key conversion). */
export type ChannelAuthorizer = (socketId: string, channelName: string) => Promise<{ auth: string; channel_data?: string }>;

/** Builds a transport from the run-time realtime settings. */
export type RealtimeTransportFactory = (settings: ClientConfig['realtime'], authorize: ChannelAuthorizer) => RealtimeTransport;
