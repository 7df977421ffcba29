import { ERRORS, ERROR_TEXTS, tokenRefreshAnswerSchema, toCamelDeep, toSnakeDeep, type Camelize } from '@photostudy/contracts';
import { ApiError, networkError, type ApiErrorBody } from './ApiError';
import { createTokenRefresher, type TokenRefresher } from './tokenRefresh';
import type { TokenStore } from './tokenStore';

/** Anything with a zod-like `parse`; used to check a wire answer before it is camelized. */
export interface WireSchema<T> {
  parse(data: unknown): T;
}

/** Hooks an app installs so the client can report app-wide conditions without importing the app. */
export interface ApiClientHooks {
  /** Returns the current access token, or null when logged out (the token store's by default). */
  getAccessToken: () => string | null;
  /** Called whenever an answer carries `maintenance: true`. */
  onMaintenance: () => void;
  /** Called on every 401, with the error, before it is raised (after the force-logout listeners on 30401). */
  onUnauthorized: (error: ApiError) => void;
}

/** Listener of force-logout answers (401 with code 30401): the server-supplied modal. */
export type ForceLogoutListener = (error: ApiError) => void;

/** How one app's client is set up. */
export interface ApiClientConfig {
  /** Prefix of every path ('/api': the API server serves the app and the API on one origin). */
  baseUrl: string;
  /** Sent as X-Client-Version. */
  clientVersion: string;
  /** Sent as X-Client-Platform ('web', 'console'). */
  platform: string;
  /** Where the tokens live. */
  tokens: TokenStore;
  /** Seconds before expiry at which the access token is refreshed (spec 000 section 4); the dev value by default. */
  refreshThresholdS?: number;
  /** Path of the refresh call. */
  refreshPath?: string;
  /** The interface language, sent as Accept-Language so that server texts (the store's banner) follow it. */
  language?: () => string | undefined;
  hooks?: Partial<ApiClientHooks>;
}

/** Query values; undefined and null ones are left out. */
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

/** One app's API client. */
export interface ApiClient {
  /**
   * Calls the API: snake_case JSON out, camelCase in, Bearer token and client headers on every call;
   * non-2xx raises {@link ApiError}; `maintenance: true` anywhere is reported.
   */
  request<TWire = unknown>(path: string, options?: ApiRequestOptions<TWire>): Promise<Camelize<TWire>>;
  /** Replaces some hooks (the store installs them once; tests install their own). */
  configure(hooks: Partial<ApiClientHooks>): void;
  /** Subscribes to force-logout answers; returns the unsubscribe function. */
  onForceLogout(listener: ForceLogoutListener): () => void;
  /** Reports a force-logout answer to the subscribers. */
  emitForceLogout(error: ApiError): void;
  /** The refresh threshold and the single-flight refresh of this client. */
  readonly tokenRefresh: TokenRefresher;
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

/** Builds one app's API client (spec 000 section 4: headers, token refresh at the threshold, errors). */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const { baseUrl, tokens, refreshPath = '/tokens' } = config;
  const hooks: ApiClientHooks = {
    getAccessToken: () => tokens.read()?.accessToken ?? null,
    onMaintenance: () => undefined,
    onUnauthorized: () => undefined,
    ...config.hooks,
  };
  const forceLogoutListeners = new Set<ForceLogoutListener>();
  const tokenRefresh = createTokenRefresher(tokens, config.refreshThresholdS);

  function buildUrl(path: string, query?: QueryParams): string {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    if (!query) return url;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(toSnakeDeep(query) as QueryParams)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    return search ? `${url}?${search}` : url;
  }

  function emitForceLogout(error: ApiError): void {
    for (const listener of [...forceLogoutListeners]) listener(error);
  }

  async function request<TWire = unknown>(path: string, options: ApiRequestOptions<TWire> = {}): Promise<Camelize<TWire>> {
    const { method = 'GET', body, query, schema, isRawAnswer = false, signal } = options;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Client-Version': config.clientVersion,
      'X-Client-Platform': config.platform,
      ...options.headers,
    };
    const language = config.language?.();
    if (language) headers['Accept-Language'] = language;
    if (!options.skipTokenRefresh && hooks.getAccessToken()) {
      await tokenRefresh.ensureFresh(async (refreshToken) => {
        const next = await request(refreshPath, {
          method: 'POST',
          body: { token: refreshToken },
          schema: tokenRefreshAnswerSchema,
          skipTokenRefresh: true,
        });
        return { accessToken: next.accessToken, refreshToken: next.refreshToken };
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

  return {
    request,
    configure: (next) => {
      Object.assign(hooks, next);
    },
    onForceLogout: (listener) => {
      forceLogoutListeners.add(listener);
      return () => {
        forceLogoutListeners.delete(listener);
      };
    },
    emitForceLogout,
    tokenRefresh,
  };
}
