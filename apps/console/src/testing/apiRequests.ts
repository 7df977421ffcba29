/** One request the stubbed fetch received, as the server would read it. */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body (snake_case, as sent), or undefined without one. */
  body: unknown;
}

/** Anything with the calls of a stubbed fetch (what `mockFetchRoutes` of @photostudy/client/testing returns). */
interface FetchCalls {
  mock: { calls: [RequestInfo | URL, RequestInit?][] };
}

/** The requests a stubbed fetch received, oldest first; with a 'METHOD /path' key, only those. */
export function sentRequests(fetchMock: FetchCalls, route?: string): SentRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://console.test');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return { method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    })
    .filter((r) => !route || `${r.method} ${r.path}` === route);
}
