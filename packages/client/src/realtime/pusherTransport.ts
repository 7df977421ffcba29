import Pusher, { type Channel } from 'pusher-js';
import type { RealtimeTransport, RealtimeTransportFactory, TransportChannel } from './realtimeTransport';

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
    onStateChange: (handler) => {
      pusher.connection.bind('state_change', (states: { previous: string; current: string }) => handler(states.previous, states.current));
    },
    disconnect: () => {
      wrapped.clear();
      pusher.disconnect();
    },
  };
  return transport;
};
