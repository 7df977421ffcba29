import type { Role } from '@photostudy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AppError, appError } from '../errors/app-error';

/** What the token check reads of the caller's account in the same statement (the ask needs it; issue 19). */
export interface RequestAccountBasics {
  authType: string;
  features: string[];
  language: string;
  name: string | null;
  avatarUrl: string | null;
}

/** The caller, from a valid Bearer access token of a live account. */
export interface RequestAccount {
  id: number;
  role: Role;
  /** Refresh family of the token (what logout revokes); null for tokens without one. */
  sessionId: string | null;
  /** The account as read with its sign-in state at the start of this request. */
  basics: RequestAccountBasics;
}

/** A valid access token's claims, its account not read yet. */
export interface TokenClaims {
  accountId: number;
  sessionId: string | null;
  /** When the token was issued, in seconds (a password reset cuts off the tokens issued before it). */
  issuedAt: number;
}

/**
 * The caller of a route that checks its account itself (`deferAccountCheck`, issue 19): the token is valid, the
 * account is not read yet. The handler's own statement checks it (`accountAccessCondition`) in its fast path; every
 * other path calls `confirm` before it reads or changes anything.
 */
export interface DeferredCaller {
  id: number;
  /** The route's roles, which the handler's statement requires of the account. */
  roles: readonly Role[];
  /** The token's issue time in seconds, for the statement's check of a password reset's cut-off. */
  tokenIssuedAt: number;
  /** The check the hook skipped, with the route's roles: the account as `requireRole` lets it through, or its error. */
  confirm(): Promise<RequestAccount>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's handler checks the caller's account (with these roles) itself: the hook checks only the token. */
    deferAccountCheck?: { roles: readonly Role[] };
  }
  interface FastifyRequest {
    /** The authenticated caller, or null (no, invalid or expired token, or a `deferAccountCheck` route). */
    account: RequestAccount | null;
    /** Why a presented token was refused, answered by `requireAccount`. */
    authFailure: AppError | null;
    /** On a `deferAccountCheck` route, the caller of a valid token. */
    deferredCaller: DeferredCaller | null;
  }
}

/** Checks a Bearer access token in two steps (the accounts module implements them). */
export interface AccessVerifier {
  /** The token itself (signature, issuer, audience, expiry): its claims, or `UNAUTHORIZED`. */
  verifyToken(token: string): Promise<{ claims: TokenClaims } | { failure: AppError }>;
  /** The account behind a valid token: live, not revoked, the token not cut off; or the force-logout error. */
  verifyAccount(claims: TokenClaims): Promise<{ account: RequestAccount } | { failure: AppError }>;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Reads `Authorization: Bearer` on every API call and sets `request.account`. An invalid or expired
 * token leaves it null and remembers `UNAUTHORIZED`; a deleted or revoked account remembers the
 * force-logout error (30401 with the modal's title, body and action text). Public routes ignore both;
 * `requireAccount` / `requireRole` answer them. On a `deferAccountCheck` route a valid token sets
 * `request.deferredCaller` instead, and the account is read by the handler (`deferredCallerOf`).
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { verify: AccessVerifier }) => {
    app.decorateRequest('account', null);
    app.decorateRequest('authFailure', null);
    app.decorateRequest('deferredCaller', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = bearerOf(request);
      if (!token) return;
      const checked = await opts.verify.verifyToken(token);
      if ('failure' in checked) {
        request.authFailure = checked.failure;
        return;
      }
      const deferred = request.routeOptions.config.deferAccountCheck;
      if (deferred) {
        request.deferredCaller = deferredCaller(request, checked.claims, deferred.roles, opts.verify);
        return;
      }
      const access = await opts.verify.verifyAccount(checked.claims);
      if ('failure' in access) request.authFailure = access.failure;
      else request.account = access.account;
    });
  },
  { name: 'authenticate' },
);

function deferredCaller(request: FastifyRequest, claims: TokenClaims, roles: readonly Role[], verify: AccessVerifier): DeferredCaller {
  return {
    id: claims.accountId,
    roles,
    tokenIssuedAt: claims.issuedAt,
    confirm: async () => {
      const access = await verify.verifyAccount(claims);
      if ('failure' in access) throw access.failure;
      request.account = access.account;
      if (!roles.includes(access.account.role)) throw appError('FORBIDDEN');
      return access.account;
    },
  };
}

/**
 * The route options of a route whose handler checks the caller's account itself, with these roles (see
 * `DeferredCaller`): its `config`, the `requireToken` guard, and `attachValidation`, so that a request the schema refuses
 * is answered by `deferredCallerOf` after the account check, in the order of every other route. Spread into the route's
 * options.
 */
export function deferAccountCheck(...roles: Role[]) {
  return { config: { deferAccountCheck: { roles } }, attachValidation: true, onRequest: requireToken } as const;
}

/** onRequest hook of a `deferAccountCheck` route: the call needs a valid token (401 `UNAUTHORIZED` otherwise). */
async function requireToken(request: FastifyRequest): Promise<void> {
  validCaller(request);
}

function validCaller(request: FastifyRequest): DeferredCaller {
  if (!request.deferredCaller) throw request.authFailure ?? appError('UNAUTHORIZED');
  return request.deferredCaller;
}

/**
 * The caller inside the handler of a `deferAccountCheck` route. A request its schema refused is answered here, after
 * the account check the hook skipped: a closed account hears 30401 before it hears about its body, as on every route.
 */
export async function deferredCallerOf(request: FastifyRequest): Promise<DeferredCaller> {
  const caller = validCaller(request);
  if (request.validationError) {
    await caller.confirm();
    throw request.validationError;
  }
  return caller;
}

/** onRequest (or preHandler) hook: the call needs a logged-in account (401 `UNAUTHORIZED`, or 30401 for a closed account). */
export async function requireAccount(request: FastifyRequest): Promise<void> {
  if (!request.account) throw request.authFailure ?? appError('UNAUTHORIZED');
}

/**
 * onRequest hook of a public route that reads an optional caller: no token is a guest (`request.account` null), but a
 * presented token that is refused answers as `requireAccount` would, so that the app refreshes it or logs out instead
 * of being shown a guest's view.
 */
export async function allowGuest(request: FastifyRequest): Promise<void> {
  if (!request.account && request.authFailure) throw request.authFailure;
}

/** onRequest (or preHandler) hook factory: the call needs an account with one of these roles (403 `FORBIDDEN` otherwise). */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireAccount(request);
    if (!request.account || !roles.includes(request.account.role)) throw appError('FORBIDDEN');
  };
}

/** The authenticated caller inside a handler guarded by `requireAccount` / `requireRole`. */
export function accountOf(request: FastifyRequest): RequestAccount {
  if (!request.account) throw request.authFailure ?? appError('UNAUTHORIZED');
  return request.account;
}
