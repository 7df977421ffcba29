import { vi } from 'vitest';

/** A canned answer: status and JSON body. */
export interface MockAnswer {
  status?: number;
  body: unknown;
}

/** Canned answers by 'METHOD /path' (query ignored); a function is called per request (and may answer later). */
export type MockRoutes = Record<string, MockAnswer | (() => MockAnswer | Promise<MockAnswer>)>;

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs the global fetch with answers by 'METHOD /path'; unknown calls answer 404. Returns the mock. */
export function mockFetchRoutes(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0];
    const entry = routes[`${init?.method ?? 'GET'} ${path}`];
    const answer =
      typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } });
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An unsigned JWT with the given claims (the client only reads `exp` and `role`). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}
