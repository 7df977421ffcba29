import { ERRORS, ERROR_TEXTS, toCamelDeep, toSnakeDeep, type Camelize } from '@photostudy/contracts';
import { CLIENT_PLATFORM, CLIENT_VERSION } from '../version';
import { ApiError, networkError, type ApiErrorBody } from './ApiError';
import { readAuth, writeAuth } from './tokens';

/** Anything with a zod-like `parse`; used to check a wire answer before it is camelized. */
export interface WireSchema<T> {
  parse(data: unknown): T;
}

/** Options of one call. */
export interface ApiRequestOptions<TWire> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** camelCase object, sent as snake_case JSON. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  schema?: WireSchema<TWire>;
  /** Internal: set on the retry after a token refresh so a second 401 is final. */
  isRetry?: boolean;
}

let onSignedOut: () => void = () => undefined;
let refreshing: Promise<boolean> | null = null;

/** Lets the session layer hear when the tokens are no longer valid. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toErrorBody(status: number, payload: unknown): ApiErrorBody {
  if (typeof payload === 'object' && payload !== null && 'code' in payload) {
    const camel = toCamelDeep(payload) as Record<string, unknown>;
    const message = typeof camel.message === 'string' && camel.message ? camel.message : ERROR_TEXTS.GENERAL;
    return { ...camel, code: camel.code as number | string, message };
  }
  return { code: status, message: ERROR_TEXTS.GENERAL };
}

/** Rotates the refresh token once for all concurrent callers; false when the session is over. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const auth = readAuth();
    if (!auth) return false;
    try {
      const response = await fetch('/api/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ token: auth.refreshToken }),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as { access_token: string; refresh_token: string };
      writeAuth({ ...auth, accessToken: answer.access_token, refreshToken: answer.refresh_token });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The console's one way to the API: Bearer token, snake_case out, camelCase in, one refresh on 401. */
export async function apiRequest<TWire = unknown>(path: string, options: ApiRequestOptions<TWire> = {}): Promise<Camelize<TWire>> {
  const { method = 'GET', body, query, schema } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Version': CLIENT_VERSION,
    'X-Client-Platform': CLIENT_PLATFORM,
  };
  const auth = readAuth();
  if (auth) headers.Authorization = `Bearer ${auth.accessToken}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const search = query
    ? new URLSearchParams(
        Object.entries(query)
          .filter((e): e is [string, string | number] => e[1] !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  let response: Response;
  try {
    response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(toSnakeDeep(body)),
    });
  } catch {
    throw networkError();
  }
  const payload = await readJson(response);
  if (response.status === 401 && auth && !options.isRetry) {
    if (await refreshTokens()) return apiRequest(path, { ...options, isRetry: true });
    writeAuth(null);
    onSignedOut();
  }
  if (!response.ok) throw new ApiError(response.status, toErrorBody(response.status, payload));
  let checked: TWire;
  try {
    checked = schema ? schema.parse(payload) : (payload as TWire);
  } catch {
    throw new ApiError(response.status, { code: ERRORS.APPLICATION_ERROR.code, message: ERROR_TEXTS.GENERAL });
  }
  return toCamelDeep(checked) as Camelize<TWire>;
}
