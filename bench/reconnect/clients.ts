// The shared client is written for browsers (its types name DOM globals); under Node it needs only fetch and timers.
/// <reference lib="dom" />
/**
 * One app-like realtime client per student: the shared RealtimeClient over pusher-js (Node build), signing channels
 * through the shared API client, on the student's private and presence channels, with every state change and every
 * `reconnected` announcement stamped.
 */
import { createApiClient, createChannelAuthorizer, createPusherTransport, RealtimeClient, type TokenPair } from '@photostudy/client';
import { CHANNELS, type ClientConfig } from '@photostudy/contracts';
import { nowMs } from '../channels/stats';
import type { BenchStudent } from './students';

/** A connected bench client and what it saw, in epoch ms. */
export interface BenchClient {
  student: BenchStudent;
  realtime: RealtimeClient;
  states: { state: string; at: number }[];
  reconnects: number[];
  errors: string[];
}

/**
 * Opens a client for `student` as the student app does on its ask path: `connect`, the private channel, and the
 * presence channel held with a reload owed, so that the first `reconnected` says both channels are subscribed.
 */
export function openClient(base: string, settings: ClientConfig['realtime'], student: BenchStudent): BenchClient {
  let tokens: TokenPair | null = { accessToken: student.accessToken, refreshToken: student.refreshToken };
  const api = createApiClient({
    baseUrl: `${base}/api`,
    clientVersion: 'bench',
    platform: 'web',
    tokens: { read: () => tokens, write: (next) => (tokens = next) },
  });
  const client: BenchClient = { student, realtime: null as unknown as RealtimeClient, states: [], reconnects: [], errors: [] };
  client.realtime = new RealtimeClient({
    createTransport: createPusherTransport,
    authorize: createChannelAuthorizer(api),
    onStateChange: (state) => client.states.push({ state, at: nowMs() }),
    log: (level, message, details) => {
      if (level !== 'info') client.errors.push(`${message} ${JSON.stringify(details ?? '')}`.slice(0, 300));
    },
  });
  client.realtime.listen((event) => {
    if (event.name === 'reconnected') client.reconnects.push(nowMs());
  });
  client.realtime.connect(settings);
  client.realtime.subscribe(CHANNELS.privateStudent(student.uid));
  client.realtime.subscribe(CHANNELS.presenceStudent(student.uid), { isReloadOwed: true });
  return client;
}

/** The first time at or after `since` the client's connection was 'connected', or undefined. */
export function connectedAfter(client: BenchClient, since: number): number | undefined {
  return client.states.find((s) => s.state === 'connected' && s.at >= since)?.at;
}

/** The first `reconnected` announcement at or after `since`, or undefined. */
export function reconnectedAfter(client: BenchClient, since: number): number | undefined {
  return client.reconnects.find((at) => at >= since);
}

/** Resolves when `done()` holds, polling every 10 ms, or rejects after `timeoutMs`. */
export async function waitFor(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = nowMs() + timeoutMs;
  while (!done()) {
    if (nowMs() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
