import { ERRORS } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { readTokens } from '../storage/tokenStorage';
import { webApiClient } from './apiClient';
import { createShare, getSharedSession, revokeShare } from './sharesApi';

const SESSION = {
  code: 'demo-12',
  status: 'NORMAL',
  viewer: 'guest',
  preview: true,
  question: {
    title: 'Solve $2x+5=17$',
    subject_title: 'Algebra',
    lang: 'en',
    created: 1_700_000_000,
    attachment_url: null,
    expert_name: 'Maya Chen',
    messages: [{ mid: 1, from: 'student', body: 'Help', created: 1_700_000_001, attachment_url: null }],
  },
  solver: {
    ascii_math: '2x+5=17',
    wolfram: null,
    latex: '2x+5=17',
    steps: [{ latex: '2x=12', explanation: 'Subtract 5 from both sides.' }],
    answer_latex: null,
    declined: false,
  },
  expired_time: null,
  server_time: 1_700_000_100,
};

describe('shares api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    webApiClient.configure({ getAccessToken: () => readTokens()?.accessToken ?? null });
  });

  it('creates and revokes the share of a session', async () => {
    const { fetchMock } = mockApi({
      'POST /api/questions/5/shares': { body: { code: 'abc', url: 'https://app.test/sessions/abc' } },
      'DELETE /api/questions/5/shares': { body: { revoked: true } },
    });
    await expect(createShare(5)).resolves.toEqual({ code: 'abc', url: 'https://app.test/sessions/abc' });
    await expect(revokeShare(5)).resolves.toBe(true);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/questions/5/shares',
      'DELETE /api/questions/5/shares',
    ]);
  });

  it('reads a shared session in camelCase, with no token for a guest and the token when there is one', async () => {
    const { fetchMock } = mockApi({ 'GET /api/misc/shared-sessions/demo-12': { body: SESSION } });
    const session = await getSharedSession('demo-12');
    expect(session.question.subjectTitle).toBe('Algebra');
    expect(session.solver.asciiMath).toBe('2x+5=17');
    expect(session.expiredTime).toBeNull();
    expect(session.serverTime).toBe(1_700_000_100);
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBeUndefined();

    webApiClient.configure({ getAccessToken: () => 'token-1' });
    await getSharedSession('demo-12');
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('escapes the code in the path and raises code 1 for an invalid link', async () => {
    const { fetchMock } = mockApi({
      'GET /api/misc/shared-sessions/a%2Fb': {
        status: 404,
        body: { code: ERRORS.INVALID_SHARED_SESSION.code, message: 'Sorry! This link is invalid!' },
      },
    });
    await expect(getSharedSession('a/b')).rejects.toMatchObject({ code: 1, status: 404 });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/misc/shared-sessions/a%2Fb');
  });
});
