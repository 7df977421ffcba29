import { ERRORS, ERROR_TEXTS, toCamelDeep, toSnakeDeep, type Camelize } from '@photostudy/contracts';
import { CLIENT_PLATFORM, CLIENT_VERSION } from '../version';
import { ApiError, networkError, type ApiErrorBody } from './ApiError';
import { emitForceLogout } from './authEvents';
import { ensureFreshToken } from './tokenRefresh';

/** Every call goes to this base (the API server serves the app and the API on one origin). */
export const API_BASE = '/api';

/** Anything with a zod-like `parse`; used to check a wire answer before it is camelized. */
export interface WireSchema<T> {
  parse(data: unknown): T;
}

/** Hooks the store installs so the client can report app-wide conditions without importing the store. */
export interface ApiClientHooks {
  /** Returns the current access token, or null when logged out. */
  getAccessToken: () => string | null;
  /** Called whenever an answer carries `maintenance: true`. */
  onMaintenance: () => void;
  /** Called on every 401, with the error, before it is raised. */
  onUnauthorized: (error: ApiError) => void;
}

const hooks: ApiClientHooks = {
  getAccessToken: () => null,
  onMaintenance: () => undefined,
  onUnauthorized: () => undefined,
};

/** Installs the client's hooks (once, when the store is created; tests install their own). */
export function configureApiClient(next: Partial<ApiClientHooks>): void {
  Object.assign(hooks, next);
}

/** Query values; undefined ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** Options of one call. */
export interface ApiRequestOptions<TWire> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** camelCase object sent as snake_case JSON; FormData is sent as is (multipart). */
  body?: unknown;
  /** camelCase query keys, sent snake_case. */
  query?: QueryParams;
  /** Validates the snake_case answer before conversion (the contracts' wire schema). */
  schema?: WireSchema<TWire>;
  /** Skip the snake_case -> camelCase conversion (the realtime auth answer is used as is). */
  isRawAnswer?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Do not refresh the access token first (the refresh and logout calls themselves). */
  skipTokenRefresh?: boolean;
}

function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeDeep(query) as QueryParams)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function hasMaintenanceFlag(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && (payload as { maintenance?: unknown }).maintenance === true;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
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
  // A proxy page or an empty body: keep the status as the code so callers can still branch on it.
  if (status === ERRORS.MAINTENANCE.status && hasMaintenanceFlag(payload)) {
    return { code: ERRORS.MAINTENANCE.code, message: ERRORS.MAINTENANCE.message, maintenance: true };
  }
  return { code: status, message: ERROR_TEXTS.GENERAL };
}

/**
 * The one way the web app talks to the API: snake_case JSON out, camelCase in, Bearer token and
 * client headers on every call; non-2xx raises {@link ApiError}; `maintenance: true` anywhere turns
 * the maintenance page on.
 */
export async function apiRequest<TWire = unknown>(path: string, options: ApiRequestOptions<TWire> = {}): Promise<Camelize<TWire>> {
  const { method = 'GET', body, query, schema, isRawAnswer = false, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Version': CLIENT_VERSION,
    'X-Client-Platform': CLIENT_PLATFORM,
    ...options.headers,
  };
  if (!options.skipTokenRefresh && hooks.getAccessToken()) {
    await ensureFreshToken(async (refreshToken) => {
      const next = await apiRequest('/tokens', { method: 'POST', body: { token: refreshToken }, skipTokenRefresh: true });
      return next as { accessToken: string; refreshToken: string };
    });
  }
  const token = hooks.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    requestBody = JSON.stringify(toSnakeDeep(body));
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: requestBody, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw networkError();
  }

  const payload = await readJson(response);
  if (hasMaintenanceFlag(payload)) hooks.onMaintenance();

  if (!response.ok) {
    const error = new ApiError(response.status, toErrorBody(response.status, payload));
    if (response.status === 401) {
      if (error.code === ERRORS.FORCE_LOGOUT.code) emitForceLogout(error);
      hooks.onUnauthorized(error);
    }
    throw error;
  }

  let checked: TWire;
  try {
    checked = schema ? schema.parse(payload) : (payload as TWire);
  } catch {
    // An answer of the wrong shape is a server bug; callers only ever handle ApiError.
    throw new ApiError(response.status, { code: ERRORS.APPLICATION_ERROR.code, message: ERROR_TEXTS.GENERAL });
  }
  return (isRawAnswer ? checked : toCamelDeep(checked)) as Camelize<TWire>;
}
