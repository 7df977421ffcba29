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

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, or null (no, invalid or expired token). */
    account: RequestAccount | null;
    /** Why a presented token was refused, answered by `requireAccount`. */
    authFailure: AppError | null;
  }
}

/** Checks a Bearer access token: the caller it belongs to, or why it is refused (the accounts module implements it). */
export type AccessVerifier = (token: string) => Promise<{ account: RequestAccount } | { failure: AppError }>;

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
 * `requireAccount` / `requireRole` answer them.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { verify: AccessVerifier }) => {
    app.decorateRequest('account', null);
    app.decorateRequest('authFailure', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = bearerOf(request);
      if (!token) return;
      const checked = await opts.verify(token);
      if ('failure' in checked) request.authFailure = checked.failure;
      else request.account = checked.account;
    });
  },
  { name: 'authenticate' },
);

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
