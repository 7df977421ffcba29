import type Pusher from 'pusher-js';

/** The connection states of one pusher-js client as the app should see them, and a way to retry at once. */
export interface PusherConnection {
  onStateChange(handler: (previous: string, current: string) => void): void;
  /** A new attempt now when one is being made or waited for; nothing while connected, closed or refused. */
  reconnectNow(): void;
}

/**
 * Wraps the states of `pusher.connection` for {@link PusherConnection.reconnectNow}, which restarts pusher-js's
 * attempt with `disconnect()` + `connect()`: the 'disconnected' and 'connecting' of that restart are not news and
 * are not told; 'unavailable' holds until the connection is made; and since every restart rearms pusher-js's own
 * unavailable timer, the same timer runs here from the first 'connecting' of an outage. A listener is told the state
 * at once when it is not 'initialized' any more.
 */
export function watchPusherConnection(pusher: Pusher, unavailableAfterMs: number): PusherConnection {
  const handlers: ((previous: string, current: string) => void)[] = [];
  let told = 'initialized';
  let isRestarting = false;
  let unavailableTimer: ReturnType<typeof setTimeout> | null = null;

  const tell = (current: string) => {
    if (current === told) return;
    const previous = told;
    told = current;
    if (current === 'connecting') {
      unavailableTimer = setTimeout(() => tell('unavailable'), unavailableAfterMs);
    } else if (unavailableTimer && current !== 'unavailable') {
      clearTimeout(unavailableTimer);
      unavailableTimer = null;
    }
    for (const handler of handlers) handler(previous, current);
  };

  // pusher-js connects in its constructor, before anyone could listen: that first 'connecting' is told on listening.
  tell(pusher.connection.state);
  pusher.connection.bind('state_change', ({ current }: { previous: string; current: string }) => {
    if (isRestarting) return;
    if (current === 'connecting' && told === 'unavailable') return;
    tell(current);
  });

  return {
    onStateChange: (handler) => {
      handlers.push(handler);
      if (told !== 'initialized') handler('initialized', told);
    },
    reconnectNow: () => {
      const state = pusher.connection.state;
      if (state !== 'connecting' && state !== 'unavailable') return;
      isRestarting = true;
      try {
        pusher.disconnect();
        pusher.connect();
      } finally {
        isRestarting = false;
      }
    },
  };
}
