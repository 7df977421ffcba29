import { fakeJwt, mockFetchRoutes } from '@photostudy/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../testing/apiRequests';
import { renderConsole } from '../testing/render';

const live = vi.hoisted(() => ({
  connect: vi.fn(() => Promise.resolve()),
  listen: vi.fn(() => () => undefined),
  setOnline: vi.fn(),
  disconnect: vi.fn(),
}));
vi.mock('./realtime', () => ({ realtime: live }));

const { ConsoleSessionProvider, useConsoleSession } = await import('./session');
const { writeAuth } = await import('./api/tokens');

function Role() {
  return <p data-testid="role">{useConsoleSession().role}</p>;
}

function signIn(role: 'admin' | 'expert', uid: number) {
  const accessToken = fakeJwt({ role, sub: String(uid), exp: Math.floor(Date.now() / 1000) + 3600 });
  writeAuth({ accessToken, refreshToken: 'r', uid, email: `${role}@demo.test` });
}

const expertCalls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  sentRequests(fetchMock)
    .map((r) => r.path)
    .filter((path) => path.startsWith('/api/expert/'));

describe('ConsoleSessionProvider', () => {
  afterEach(() => {
    writeAuth(null);
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('makes no expert API call and joins no expert channel for an admin (the server would answer 403)', async () => {
    signIn('admin', 3);
    const fetchMock = mockFetchRoutes({});
    renderConsole(
      <ConsoleSessionProvider>
        <Role />
      </ConsoleSessionProvider>,
    );
    expect(screen.getByTestId('role')).toHaveTextContent('admin');
    // The name is still read (any account may), which shows the effects ran.
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/status-updates')).toHaveLength(1));
    expect(expertCalls(fetchMock)).toEqual([]);
    expect(live.connect).not.toHaveBeenCalled();
    expect(live.listen).not.toHaveBeenCalled();
  });

  it('connects realtime and reads the queue, the assignment and the profile for an expert', async () => {
    signIn('expert', 9);
    const fetchMock = mockFetchRoutes({});
    renderConsole(
      <ConsoleSessionProvider>
        <Role />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(expertCalls(fetchMock)).toEqual(expect.arrayContaining(['/api/expert/queue', '/api/expert/questions'])));
    expect(expertCalls(fetchMock)).toContain('/api/expert/profile');
    expect(live.connect).toHaveBeenCalledWith(9);
  });
});
