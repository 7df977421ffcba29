import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A Pusher frame of the page's socket: its event, channel and decoded data. */
export interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

/** A Pusher frame's JSON, its `data` string decoded too; null for anything else. */
export function decodeFrame(payload: string | Buffer): Frame | null {
  try {
    const frame = JSON.parse(String(payload)) as { event: string; channel?: string; data?: unknown };
    return { ...frame, data: typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data };
  } catch {
    return null;
  }
}

/** Records the frames of every socket the page opens, received and sent, from now on. */
export function recordFrames(page: Page): { received: Frame[]; sent: Frame[] } {
  const log = { received: [] as Frame[], sent: [] as Frame[] };
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = decodeFrame(payload);
      if (frame) log.received.push(frame);
    });
    socket.on('framesent', ({ payload }) => {
      const frame = decodeFrame(payload);
      if (frame) log.sent.push(frame);
    });
  });
  return log;
}

/** The channel a sent `pusher:subscribe` or `pusher:unsubscribe` names. */
export function channelOf(frame: Frame): string | undefined {
  return (frame.data as { channel?: string } | undefined)?.channel;
}

/** Signs a preset account in through the API; its access token. */
export async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/preset-logins', { data: { type: 'preset', device_id: 'e2e-api', ...who } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { access_token: string }).access_token;
}
