import {
  CHANNELS,
  CONNECTION_CHECK_INTERVAL_MS,
  EXPERT_PRIVATE_EVENTS,
  STUDENT_PRESENCE_EVENTS,
  STUDENT_PRIVATE_EVENTS,
} from '@photostudy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtimeTransport } from '../testing';
import { RealtimeClient, type RealtimeClientEvent } from './realtimeClient';

const SETTINGS = { key: 'k', host: 'localhost', port: 3000, useTls: false, cluster: 'mt1', authEndpoint: '/api/pusher-auth' };
const EXPERT = CHANNELS.privateExpert(9);
const STUDENT = CHANNELS.presenceStudent(7);

function setup() {
  const fake = fakeRealtimeTransport();
  const log = vi.fn();
  const onStateChange = vi.fn();
  const client = new RealtimeClient({ createTransport: () => fake.transport, authorize: vi.fn(), log, onStateChange });
  const events: RealtimeClientEvent[] = [];
  client.listen((event) => events.push(event));
  return { fake, log, onStateChange, client, events };
}

describe('RealtimeClient', () => {
  afterEach(() => vi.useRealTimers());

  it('subscribes channels wanted before and after connect, and forgets them on disconnect', () => {
    const { fake, client } = setup();
    client.subscribe(EXPERT);
    client.connect(SETTINGS);
    client.subscribe(STUDENT);
    expect([...fake.channels.keys()]).toEqual([EXPERT, STUDENT]);
    client.unsubscribe(STUDENT);
    expect(client.expectedChannels()).toEqual([EXPERT]);
    client.disconnect();
    expect(fake.transport.disconnect).toHaveBeenCalled();
    expect(client.expectedChannels()).toEqual([]);
    expect(client.isOpen).toBe(false);
  });

  it('checks payloads against the contracts and hands them over camelCased with their channel', () => {
    const { fake, client, events, log } = setup();
    client.connect(SETTINGS);
    client.subscribe(EXPERT);
    const mine = CHANNELS.privateStudent(7);
    client.subscribe(mine);
    fake.emit(mine, STUDENT_PRIVATE_EVENTS.questionClaimed, { qid: 5, expert_uid: 7, extra: true });
    fake.emit(EXPERT, EXPERT_PRIVATE_EVENTS.assignmentChanged, { qid: 'five' });
    fake.emit(EXPERT, 'pusher:subscription_succeeded', {});
    fake.emit(EXPERT, 'somethingElse', { qid: 5 });
    expect(events).toEqual([{ channel: mine, name: 'questionClaimed', data: { qid: 5, expertUid: 7 } }]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'warn',
      'realtime payload rejected',
      expect.objectContaining({ channel: EXPERT, event: 'assignmentChanged' }),
    );
  });

  it('announces reconnected only once every channel is subscribed again after a drop', () => {
    const { fake, client, events, onStateChange } = setup();
    client.subscribe(EXPERT);
    client.subscribe(STUDENT);
    client.connect(SETTINGS);
    fake.setState('connecting', 'connected');
    fake.setState('connected', 'unavailable');
    fake.unsubscribeAll();
    fake.setState('unavailable', 'connected');
    fake.resubscribe(EXPERT);
    expect(events).toEqual([]);
    fake.resubscribe(STUDENT);
    expect(events).toEqual([{ channel: 'connection', name: 'reconnected' }]);
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['connected', 'unavailable', 'connected']);
  });

  it('owes a reload when a channel asked for one is joined', () => {
    const { fake, client, events } = setup();
    client.connect(SETTINGS);
    client.subscribe(EXPERT);
    fake.setState('connecting', 'connected');
    client.subscribe(STUDENT, { isReloadOwed: true });
    expect(events).toEqual([]);
    fake.resubscribe(STUDENT);
    expect(events).toEqual([{ channel: 'connection', name: 'reconnected' }]);
  });

  it('re-subscribes missing channels in the periodic health check', () => {
    vi.useFakeTimers();
    const { fake, client, log } = setup();
    client.connect(SETTINGS);
    client.subscribe(EXPERT);
    fake.setState('connecting', 'connected');
    fake.channels.delete(EXPERT);
    vi.advanceTimersByTime(CONNECTION_CHECK_INTERVAL_MS);
    expect(log).toHaveBeenCalledWith('warn', 'realtime connection check', [`${EXPERT}: missing`]);
    expect(fake.channels.has(EXPERT)).toBe(true);
    client.disconnect();
  });

  it('sends client events only on a subscribed channel', () => {
    const { fake, client } = setup();
    expect(client.trigger(STUDENT, STUDENT_PRESENCE_EVENTS.tutorTyping, { qid: 1 })).toBe(false);
    client.connect(SETTINGS);
    client.subscribe(STUDENT);
    expect(client.trigger(STUDENT, STUDENT_PRESENCE_EVENTS.tutorTyping, { qid: 1 })).toBe(true);
    expect(fake.channels.get(STUDENT)?.triggered).toEqual([{ eventName: 'client-tutorTyping', data: { qid: 1 } }]);
  });
});

describe('RealtimeClient connection status', () => {
  it('is down while a connection that was up is lost or unavailable, and says so once per change', () => {
    const fake = fakeRealtimeTransport();
    const client = new RealtimeClient({ createTransport: () => fake.transport, authorize: vi.fn(), log: vi.fn() });
    const changes: boolean[] = [];
    client.onConnectionChange((isDown) => changes.push(isDown));
    client.connect(SETTINGS);
    fake.setState('initialized', 'connecting');
    expect(client.isDown).toBe(false);
    fake.setState('connecting', 'connected');
    fake.setState('connected', 'connecting');
    expect(client.isDown).toBe(true);
    fake.setState('connecting', 'unavailable');
    fake.setState('unavailable', 'connecting');
    fake.setState('connecting', 'connected');
    expect(client.isDown).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('is down when the first connection cannot be made', () => {
    const fake = fakeRealtimeTransport();
    const client = new RealtimeClient({ createTransport: () => fake.transport, authorize: vi.fn(), log: vi.fn() });
    const stop = vi.fn();
    const remove = client.onConnectionChange(stop);
    client.connect(SETTINGS);
    fake.setState('connecting', 'unavailable');
    expect(client.isDown).toBe(true);
    remove();
    fake.setState('unavailable', 'connected');
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe('RealtimeClient fast reconnect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A client connected once (a handshake of 0 ms), with the jitter at its top so the delays are exact. */
  function connected() {
    const fake = fakeRealtimeTransport();
    const client = new RealtimeClient({
      createTransport: () => fake.transport,
      authorize: vi.fn(),
      log: vi.fn(),
      reconnect: { random: () => 1 },
    });
    client.connect(SETTINGS);
    fake.setState('initialized', 'connecting');
    fake.setState('connecting', 'connected');
    return { fake, client };
  }

  it('forces new attempts 0.5 s after a loss and then every 1 s, and none once connected again', () => {
    const { fake } = connected();
    fake.setState('connected', 'connecting');
    vi.advanceTimersByTime(499);
    expect(fake.transport.reconnectNow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fake.transport.reconnectNow).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(fake.transport.reconnectNow).toHaveBeenCalledTimes(2);
    fake.setState('connecting', 'unavailable');
    vi.advanceTimersByTime(1_000);
    expect(fake.transport.reconnectNow).toHaveBeenCalledTimes(3);
    fake.setState('unavailable', 'connected');
    vi.advanceTimersByTime(60_000);
    expect(fake.transport.reconnectNow).toHaveBeenCalledTimes(3);
  });

  it('forces nothing once the connection is closed or refused', () => {
    const { fake, client } = connected();
    fake.setState('connected', 'connecting');
    fake.setState('connecting', 'disconnected');
    vi.advanceTimersByTime(60_000);
    fake.setState('disconnected', 'connecting');
    client.disconnect();
    vi.advanceTimersByTime(60_000);
    expect(fake.transport.reconnectNow).not.toHaveBeenCalled();
  });

  it("tries at once when the browser's online event comes while reconnecting", () => {
    const { fake } = connected();
    fake.setState('connected', 'connecting');
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(0);
    expect(fake.transport.reconnectNow).toHaveBeenCalledTimes(1);
    fake.setState('connecting', 'connected');
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(fake.transport.reconnectNow).toHaveBeenCalledTimes(1);
  });
});
