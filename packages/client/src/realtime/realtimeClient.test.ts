import { CHANNELS, CONNECTION_CHECK_INTERVAL_MS, EXPERT_PRIVATE_EVENTS, STUDENT_PRESENCE_EVENTS } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    fake.emit(EXPERT, EXPERT_PRIVATE_EVENTS.questionOffered, { qid: 5, subject_title: 'Algebra', title: 'x', created: 1, extra: true });
    fake.emit(EXPERT, EXPERT_PRIVATE_EVENTS.assignmentChanged, { qid: 'five' });
    fake.emit(EXPERT, 'pusher:subscription_succeeded', {});
    fake.emit(EXPERT, 'somethingElse', { qid: 5 });
    expect(events).toEqual([
      { channel: EXPERT, name: 'questionOffered', data: { qid: 5, subjectTitle: 'Algebra', title: 'x', created: 1 } },
    ]);
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
