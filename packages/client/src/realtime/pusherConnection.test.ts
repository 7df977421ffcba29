import type Pusher from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPusherConnection } from './pusherConnection';

/** The part of pusher-js the wrapper touches: `connection.state`, its `state_change` event, disconnect and connect. */
function fakePusher(initial: string) {
  const handlers: ((states: { previous: string; current: string }) => void)[] = [];
  const connection = { state: initial, bind: (_event: string, handler: (typeof handlers)[number]) => handlers.push(handler) };
  const set = (current: string) => {
    const previous = connection.state;
    connection.state = current;
    if (previous !== current) handlers.forEach((h) => h({ previous, current }));
  };
  const pusher = { connection, disconnect: vi.fn(() => set('disconnected')), connect: vi.fn(() => set('connecting')) };
  return { pusher: pusher as unknown as Pusher, set, spies: pusher };
}

function watch(initial: string) {
  const fake = fakePusher(initial);
  const connection = watchPusherConnection(fake.pusher, 10_000);
  const told: string[] = [];
  connection.onStateChange((previous, current) => told.push(`${previous}>${current}`));
  return { ...fake, connection, told };
}

describe('watchPusherConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells a late listener the state pusher-js is already in, then every change', () => {
    const { set, told } = watch('connecting');
    set('connected');
    set('connecting');
    expect(told).toEqual(['initialized>connecting', 'connecting>connected', 'connected>connecting']);
  });

  it('restarts a waiting attempt without telling the disconnect and connect of the restart', () => {
    const { connection, set, spies, told } = watch('connecting');
    connection.reconnectNow();
    expect(spies.disconnect).toHaveBeenCalledTimes(1);
    expect(spies.connect).toHaveBeenCalledTimes(1);
    set('connected');
    connection.reconnectNow();
    set('disconnected');
    connection.reconnectNow();
    expect(spies.connect).toHaveBeenCalledTimes(1);
    expect(told).toEqual(['initialized>connecting', 'connecting>connected', 'connected>disconnected']);
  });

  it("turns 'unavailable' 10 s after the first 'connecting' although restarts rearm pusher-js's timer, and holds it", () => {
    const { connection, set, told } = watch('connected');
    set('connecting');
    vi.advanceTimersByTime(6_000);
    connection.reconnectNow();
    vi.advanceTimersByTime(3_999);
    expect(told.at(-1)).toBe('connected>connecting');
    vi.advanceTimersByTime(1);
    expect(told.at(-1)).toBe('connecting>unavailable');
    connection.reconnectNow();
    set('unavailable');
    set('connecting');
    set('connected');
    expect(told).toEqual(['initialized>connected', 'connected>connecting', 'connecting>unavailable', 'unavailable>connected']);
    vi.advanceTimersByTime(60_000);
    expect(told).toHaveLength(4);
  });
});
