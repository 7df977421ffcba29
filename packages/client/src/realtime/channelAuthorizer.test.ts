import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetchRoutes } from '../testing';
import { createApiClient } from '../api/apiClient';
import { AUTH_ERROR_PREFIX, createChannelAuthorizer } from './channelAuthorizer';

const client = createApiClient({
  baseUrl: '/api',
  clientVersion: '1',
  platform: 'web',
  tokens: { read: () => null, write: () => undefined },
});

describe('createChannelAuthorizer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('signs through the API client with snake_case keys and returns the answer untouched', async () => {
    const fetchMock = mockFetchRoutes({ 'POST /api/pusher-auth': { body: { auth: 'k:sig', channel_data: '{"user_id":"7"}' } } });
    const answer = await createChannelAuthorizer(client)('1.2', 'presence-student-7');
    expect(answer).toEqual({ auth: 'k:sig', channel_data: '{"user_id":"7"}' });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ socket_id: '1.2', channel_name: 'presence-student-7' }));
  });

  it('raises the spec auth error text with the status and code', async () => {
    mockFetchRoutes({ 'POST /api/pusher-auth': { status: 403, body: { code: 'FORBIDDEN', message: 'Not yours' } } });
    await expect(createChannelAuthorizer(client)('1.2', 'private-student-8')).rejects.toThrow(
      `${AUTH_ERROR_PREFIX}: 403 FORBIDDEN Not yours`,
    );
  });
});
