import { vi } from 'vitest';
import type { RealtimeTransport, TransportChannel } from '../realtime/realtimeTransport';

interface FakeChannel {
  handlers: ((name: string, data: unknown) => void)[];
  subscribed: (() => void)[];
  errors: ((details: string) => void)[];
  triggered: { eventName: string; data: unknown }[];
  isSubscribed: boolean;
}

/** A transport that records subscriptions and lets a test play events and connection states. */
export function fakeRealtimeTransport() {
  const channels = new Map<string, FakeChannel>();
  let stateHandler: (previous: string, current: string) => void = () => undefined;
  const transport: RealtimeTransport = {
    subscribe: (name) => {
      const entry: FakeChannel = { handlers: [], subscribed: [], errors: [], triggered: [], isSubscribed: true };
      channels.set(name, entry);
      const channel: TransportChannel = {
        get isSubscribed() {
          return entry.isSubscribed;
        },
        bindAll: (handler) => entry.handlers.push(handler),
        onSubscribed: (handler) => entry.subscribed.push(handler),
        onSubscriptionError: (handler) => entry.errors.push(handler),
        trigger: (eventName, data) => {
          if (!entry.isSubscribed) return false;
          entry.triggered.push({ eventName, data });
          return true;
        },
      };
      return channel;
    },
    unsubscribe: (name) => {
      channels.delete(name);
    },
    channel: (name) => {
      const entry = channels.get(name);
      if (!entry) return null;
      return {
        get isSubscribed() {
          return entry.isSubscribed;
        },
        bindAll: () => undefined,
        onSubscribed: () => undefined,
        onSubscriptionError: () => undefined,
        trigger: (eventName, data) => {
          if (!entry.isSubscribed) return false;
          entry.triggered.push({ eventName, data });
          return true;
        },
      };
    },
    onStateChange: (handler) => {
      stateHandler = handler;
    },
    reconnectNow: vi.fn(),
    disconnect: vi.fn(),
  };
  return {
    transport,
    channels,
    /** Plays one wire event on a channel. */
    emit: (channel: string, name: string, data: unknown) => channels.get(channel)?.handlers.forEach((h) => h(name, data)),
    /** The server refuses a channel. */
    failAuth: (channel: string, details: string) => channels.get(channel)?.errors.forEach((h) => h(details)),
    /** Every channel loses its subscription, as pusher-js does when the socket goes. */
    unsubscribeAll: () => channels.forEach((entry) => (entry.isSubscribed = false)),
    /** The server accepts one channel's subscription again. */
    resubscribe: (channel: string) => {
      const entry = channels.get(channel)!;
      entry.isSubscribed = true;
      entry.subscribed.forEach((h) => h());
    },
    /** The connection moves from one state to another. */
    setState: (previous: string, current: string) => stateHandler(previous, current),
  };
}
