import Pusher, { type Channel } from 'pusher-js';
import { watchPusherConnection } from './pusherConnection';
import type { RealtimeTransport, RealtimeTransportFactory, TransportChannel } from './realtimeTransport';

// A socket that dies without a close (a lost network, a crashed host) is noticed only by a ping without its pong:
// pusher-js pings after 120 s of silence and waits 30 s, so 2.5 minutes could pass; 30 s + 10 s here.
/** Silence after which pusher-js pings the server (the server's own `activity_timeout` is 120 s). */
const ACTIVITY_TIMEOUT_MS = 30_000;
/** How long a ping waits for its pong before the socket counts as dead. */
const PONG_TIMEOUT_MS = 10_000;
/** How long a connection is being made before the state turns 'unavailable' (pusher-js's default). */
const UNAVAILABLE_TIMEOUT_MS = 10_000;

function wrapChannel(channel: Channel): TransportChannel {
  return {
    get isSubscribed() {
      return channel.subscribed;
    },
    bindAll: (handler) => {
      channel.bind_global(handler);
    },
    onSubscribed: (handler) => {
      channel.bind('pusher:subscription_succeeded', () => handler());
    },
    onSubscriptionError: (handler) => {
      channel.bind('pusher:subscription_error', (error: unknown) => {
        const details = error && typeof error === 'object' ? JSON.stringify(error) : String(error);
        handler(details);
      });
    },
    trigger: (eventName, data) => (channel.subscribed ? channel.trigger(eventName, data) : false),
  };
}

/**
 * The official pusher-js client against our own server (brief section 5): host, port and TLS from
 * `GET /api/client-config`; channel authorisation through {@link ChannelAuthorizer} so the Bearer token is fresh.
 */
export const createPusherTransport: RealtimeTransportFactory = (settings, authorize) => {
  const pusher = new Pusher(settings.key, {
    cluster: settings.cluster || 'local',
    wsHost: settings.host,
    wsPort: settings.port,
    wssPort: settings.port,
    forceTLS: settings.useTls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    activityTimeout: ACTIVITY_TIMEOUT_MS,
    pongTimeout: PONG_TIMEOUT_MS,
    unavailableTimeout: UNAVAILABLE_TIMEOUT_MS,
    channelAuthorization: {
      endpoint: settings.authEndpoint,
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorize(socketId, channelName).then(
          (answer) => callback(null, answer),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
        );
      },
    },
  });
  const wrapped = new Map<string, TransportChannel>();
  const connection = watchPusherConnection(pusher, UNAVAILABLE_TIMEOUT_MS);
  const transport: RealtimeTransport = {
    subscribe: (name) => {
      const channel = wrapChannel(pusher.subscribe(name));
      wrapped.set(name, channel);
      return channel;
    },
    unsubscribe: (name) => {
      wrapped.delete(name);
      pusher.unsubscribe(name);
    },
    channel: (name) => (pusher.channel(name) ? (wrapped.get(name) ?? null) : null),
    onStateChange: (handler) => connection.onStateChange(handler),
    reconnectNow: () => connection.reconnectNow(),
    disconnect: () => {
      wrapped.clear();
      pusher.disconnect();
    },
  };
  return transport;
};
