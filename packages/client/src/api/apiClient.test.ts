import { ERROR_TEXTS, systemStatusSchema } from '@photostudy/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiClient } from './apiClient';
import { documentLanguage } from './documentLanguage';

const client = createApiClient({
  baseUrl: '/api',
  clientVersion: '1.2.3',
  platform: 'web',
  tokens: { read: () => null, write: () => undefined },
});
const apiRequest = client.request;
const configureApiClient = client.configure;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onMaintenance = vi.fn();
  const onUnauthorized = vi.fn();
  let token: string | null = null;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    token = null;
    configureApiClient({ getAccessToken: () => token, onMaintenance, onUnauthorized });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onMaintenance.mockReset();
    onUnauthorized.mockReset();
  });

  function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> };
  }

  it('calls under /api with client headers and converts the answer to camelCase', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { force_upgrading: false, maintenance: false, version: '1.2.3' }));
    const status = await apiRequest('/system-status', { schema: systemStatusSchema });
    expect(status).toEqual({ forceUpgrading: false, maintenance: false, version: '1.2.3' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/system-status');
    expect(init.method).toBe('GET');
    expect(headers['X-Client-Platform']).toBe('web');
    expect(headers['X-Client-Version']).toMatch(/^\d+\.\d+\.\d+/);
    expect(headers.Authorization).toBeUndefined();
    expect(onMaintenance).not.toHaveBeenCalled();
  });

  it("sends the page's language as Accept-Language when the app gives one, and none otherwise", async () => {
    const speaking = createApiClient({
      baseUrl: '/api',
      clientVersion: '1.2.3',
      platform: 'web',
      tokens: { read: () => null, write: () => undefined },
      language: documentLanguage,
    });
    fetchMock.mockImplementation(async () => jsonResponse(200, { force_upgrading: false, maintenance: false, version: '1.2.3' }));
    document.documentElement.lang = 'es';
    await speaking.request('/system-status', { schema: systemStatusSchema });
    expect(lastCall().headers['Accept-Language']).toBe('es');
    document.documentElement.lang = '';
    await speaking.request('/system-status', { schema: systemStatusSchema });
    expect(lastCall().headers['Accept-Language']).toBeUndefined();
    await apiRequest('/system-status', { schema: systemStatusSchema });
    expect(lastCall().headers['Accept-Language']).toBeUndefined();
  });

  it('sends JSON bodies and query keys as snake_case with the Bearer token', async () => {
    token = 'access-1';
    fetchMock.mockResolvedValue(jsonResponse(200, { open_question_ids: [1] }));
    const answer = await apiRequest<{ open_question_ids: number[] }>('/questions', {
      method: 'POST',
      body: { mindsetId: 2, metaData: { subjectId: 3 } },
      query: { pageSize: 20, skipped: undefined },
    });
    expect(answer).toEqual({ openQuestionIds: [1] });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/questions?page_size=20');
    expect(init.body).toBe(JSON.stringify({ mindset_id: 2, meta_data: { subject_id: 3 } }));
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer access-1');
  });

  it('sends FormData untouched', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('image', 'x');
    await expect(apiRequest('/avatar-updates', { method: 'POST', body: form })).resolves.toBeUndefined();
    expect(lastCall().init.body).toBe(form);
    expect(lastCall().headers['Content-Type']).toBeUndefined();
  });

  it('raises ApiError with status and camelCase body on non-2xx', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(402, { code: 30400, message: 'No sessions', title: 'Out of sessions', action_text: 'Open store' }),
    );
    const error = await apiRequest('/questions', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(402);
    expect(apiError.code).toBe(30400);
    expect(apiError.body).toMatchObject({ title: 'Out of sessions', actionText: 'Open store' });
    expect(apiError.message).toBe('No sessions');
  });

  it('falls back to the general text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiRequest('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe(502);
    expect(error.message).toBe(ERROR_TEXTS.GENERAL);
  });

  it("turns a network failure into ApiError 'Something went wrong.'", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/system-status').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Something went wrong.');
  });

  it('reports maintenance on any answer that carries maintenance: true', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { code: 'MAINTENANCE', message: 'Be patient!', maintenance: true }));
    await expect(apiRequest('/status-updates')).rejects.toBeInstanceOf(ApiError);
    expect(onMaintenance).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { maintenance: true, force_upgrading: false, version: '1' }));
    await apiRequest('/system-status');
    expect(onMaintenance).toHaveBeenCalledTimes(2);
  });

  it('reports 401 answers to the unauthorized hook', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 30401, message: 'Logged out' }));
    await expect(apiRequest('/status-updates')).rejects.toMatchObject({ status: 401, code: 30401 });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.any(ApiError));
  });

  it('rejects an answer that does not match the wire schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { maintenance: 'no' }));
    await expect(apiRequest('/system-status', { schema: systemStatusSchema })).rejects.toMatchObject({
      status: 200,
      message: ERROR_TEXTS.GENERAL,
    });
  });
});
