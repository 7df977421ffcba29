import { CHANNELS, CONNECTION_CHECK_INTERVAL_MS, STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRealtimeTransport } from '@photostudy/client/testing';
import type { StudentRealtimeEvent } from './studentEvents';
import { AUTH_ERROR_PREFIX, StudentRealtime } from './studentRealtime';

const SETTINGS = { key: 'k', host: 'localhost', port: 3000, useTls: false, cluster: 'mt1', authEndpoint: '/api/pusher-auth' };

function setup() {
  const fake = fakeRealtimeTransport();
  const log = vi.fn();
  const realtime = new StudentRealtime({ createTransport: () => fake.transport, authorize: vi.fn(), log });
  const events: StudentRealtimeEvent[] = [];
  realtime.listen((event) => events.push(event));
  return { fake, log, realtime, events };
}

describe('student realtime', () => {
  afterEach(() => vi.useRealTimers());

  it('subscribes the private channel on connect and the presence channel only while held', () => {
    const { fake, realtime } = setup();
    realtime.connect(7, SETTINGS);
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateStudent(7)]);
    const release = realtime.holdPresence();
    expect([...fake.channels.keys()]).toEqual([CHANNELS.privateStudent(7), CHANNELS.presenceStudent(7)]);
    const releaseAgain = realtime.holdPresence();
    release();
    expect(fake.channels.has(CHANNELS.presenceStudent(7))).toBe(true);
    releaseAgain();
    expect(fake.channels.has(CHANNELS.presenceStudent(7))).toBe(false);
    realtime.disconnect();
    expect(fake.transport.disconnect).toHaveBeenCalled();
  });

  it('joins the presence channel on connect when it was held before', () => {
    const { fake, realtime } = setup();
    const release = realtime.holdPresence();
    realtime.connect(7, SETTINGS);
    expect(fake.channels.has(CHANNELS.presenceStudent(7))).toBe(true);
    release();
  });

  it('delivers typed camelCase events with their channel and drops unknown or internal ones', () => {
    const { fake, realtime, events } = setup();
    realtime.connect(7, SETTINGS);
    const release = realtime.holdPresence();
    fake.emit(CHANNELS.privateStudent(7), STUDENT_PRIVATE_EVENTS.questionAnswered, { qid: 5, started: 1, duration: 600 });
    fake.emit(CHANNELS.presenceStudent(7), STUDENT_PRESENCE_EVENTS.questionGranted, {
      qid: 5,
      expert_info: { expert_uid: 9, expert_name: 'Maria', expert_rating: 4.5, expert_info: 'x' },
    });
    fake.emit(CHANNELS.presenceStudent(7), STUDENT_PRESENCE_EVENTS.tutorTyping, { qid: 5 });
    fake.emit(CHANNELS.privateStudent(7), 'pusher:subscription_succeeded', {});
    fake.emit(CHANNELS.privateStudent(7), STUDENT_PRESENCE_EVENTS.questionGranted, { qid: 5 });
    expect(events).toEqual([
      { channel: 'private', name: 'questionAnswered', data: { qid: 5, started: 1, duration: 600 } },
      {
        channel: 'presence',
        name: 'questionGranted',
        data: { qid: 5, expertInfo: { expertUid: 9, expertName: 'Maria', expertRating: 4.5, expertInfo: 'x' } },
      },
      { channel: 'presence', name: 'client-tutorTyping', data: { qid: 5 } },
    ]);
    release();
  });

  it('announces a reconnect only after the connection was lost and is back', () => {
    const { fake, realtime, events } = setup();
    realtime.connect(7, SETTINGS);
    fake.setState('connecting', 'connected');
    expect(events).toEqual([]);
    fake.setState('connected', 'unavailable');
    fake.setState('unavailable', 'connecting');
    fake.setState('connecting', 'connected');
    expect(events).toEqual([{ channel: 'connection', name: 'reconnected' }]);
  });

  it('announces a reconnect after a short drop that never reached unavailable (socket closed, pusher-js retried at once)', () => {
    const { fake, realtime, events } = setup();
    realtime.connect(7, SETTINGS);
    fake.setState('initialized', 'connecting');
    fake.setState('connecting', 'connected');
    fake.setState('connected', 'connecting');
    expect(events).toEqual([]);
    fake.setState('connecting', 'connected');
    expect(events).toEqual([{ channel: 'connection', name: 'reconnected' }]);
    fake.setState('connected', 'connected');
    expect(events).toHaveLength(1);
  });

  it('announces the reconnect only once every expected channel is subscribed again (events before that are lost)', () => {
    const { fake, realtime, events } = setup();
    realtime.connect(7, SETTINGS);
    const release = realtime.holdPresence();
    fake.setState('connecting', 'connected');
    fake.setState('connected', 'connecting');
    fake.unsubscribeAll();
    fake.setState('connecting', 'connected');
    fake.resubscribe(CHANNELS.privateStudent(7));
    expect(events).toEqual([]);
    fake.resubscribe(CHANNELS.presenceStudent(7));
    expect(events).toEqual([{ channel: 'connection', name: 'reconnected' }]);
    fake.resubscribe(CHANNELS.presenceStudent(7));
    expect(events).toHaveLength(1);
    release();
  });

  it('asks for a reload once the presence channel is joined, so a message published while joining is not missed', () => {
    const { fake, realtime, events } = setup();
    realtime.connect(7, SETTINGS);
    fake.setState('connecting', 'connected');
    fake.resubscribe(CHANNELS.privateStudent(7));
    expect(events).toEqual([]);
    const release = realtime.holdPresence();
    expect(events).toEqual([]);
    fake.resubscribe(CHANNELS.presenceStudent(7));
    expect(events).toEqual([{ channel: 'connection', name: 'reconnected' }]);
    release();
  });

  it('still announces the reconnect when a channel is refused after it', () => {
    const { fake, realtime, events } = setup();
    realtime.connect(7, SETTINGS);
    fake.setState('connecting', 'connected');
    fake.setState('connected', 'unavailable');
    fake.unsubscribeAll();
    fake.setState('unavailable', 'connected');
    expect(events).toEqual([]);
    fake.failAuth(CHANNELS.privateStudent(7), '{"status":401}');
    expect(events).toEqual([{ channel: 'connection', name: 'reconnected' }]);
  });

  it('logs the auth failure text with details', () => {
    const { fake, realtime, log } = setup();
    realtime.connect(7, SETTINGS);
    fake.failAuth(CHANNELS.privateStudent(7), '{"status":403}');
    expect(log).toHaveBeenCalledWith('error', `${AUTH_ERROR_PREFIX}: {"status":403}`, { channel: CHANNELS.privateStudent(7) });
  });

  it('checks the connection periodically, logging missing or unsubscribed channels and resubscribing missing ones', () => {
    vi.useFakeTimers();
    const { fake, realtime, log } = setup();
    realtime.connect(7, SETTINGS);
    fake.setState('connecting', 'connected');
    const release = realtime.holdPresence();
    fake.channels.delete(CHANNELS.privateStudent(7));
    fake.channels.get(CHANNELS.presenceStudent(7))!.isSubscribed = false;
    vi.advanceTimersByTime(CONNECTION_CHECK_INTERVAL_MS);
    expect(log).toHaveBeenCalledWith('warn', 'realtime connection check', [
      `${CHANNELS.privateStudent(7)}: missing`,
      `${CHANNELS.presenceStudent(7)}: not subscribed`,
    ]);
    expect(fake.channels.has(CHANNELS.privateStudent(7))).toBe(true);
    release();
    realtime.disconnect();
  });

  it('keeps one listener failure from starving the others', () => {
    const { realtime, events, log } = setup();
    realtime.listen(() => {
      throw new Error('boom');
    });
    realtime.deliver({ channel: 'connection', name: 'reconnected' });
    expect(events).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('error', 'realtime listener failed', expect.any(Error));
  });
});
