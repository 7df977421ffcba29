import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, AUTH_TYPES, OPAQUE_TOKEN_BYTES, REFRESH_TOKEN_TTL_S, type Role, ROLES } from '@photostudy/contracts';
import type { Database, DbExecutor } from '@photostudy/db';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { appError } from '../../errors/app-error';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import {
  deleteExpiredAccountTokens,
  findAccountAccess,
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeAccountTokens,
  revokeFamily,
  upsertAuthState,
} from './auth.repository';
import { addSeconds, type Clock, epochS } from '../../core/clock';
import { opaqueToken, sha256Hex } from '../../core/secrets';

/** An auth type as answered on the wire. */
export type AuthType = (typeof AUTH_TYPES)[number];

/** Verified access-token claims. */
export interface AccessClaims {
  accountId: number;
  role: Role;
  /** The refresh family this token belongs to (logout revokes it). */
  sessionId: string | null;
  iat: number;
  exp: number;
}

/** A fresh pair of tokens. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

const ISSUER = 'photostudy';
const AUDIENCE = 'photostudy-api';
/**
 * How many verified access tokens a node keeps, the least recently used dropped first (a token and its claims are about
 * half a kilobyte: 10 MB at most). A live session holds one token at a time (15 minutes each), so this is a node's
 * sessions with room; a dropped token is verified again on its next request.
 */
const VERIFIED_TOKENS_KEPT = 20_000;

function asAuthType(value: string): AuthType {
  return (AUTH_TYPES as readonly string[]).includes(value) ? (value as AuthType) : 'preset';
}

/** The texts of the spec's non-closable force-logout modal (code 30401). */
export function forceLogout(texts: { title?: string | null; body?: string | null; actionText?: string | null } = {}) {
  return appError('FORCE_LOGOUT', {
    title: texts.title ?? 'Logged out',
    body: texts.body ?? 'This account is no longer available. Please contact Support if you think this is a mistake.',
    action_text: texts.actionText ?? 'OK',
  });
}

/**
 * Access tokens (HS256 JWT: sub, role, sid, iat, exp) and refresh tokens (opaque, stored hashed,
 * rotated on every use within a family; reuse of a rotated token revokes the family).
 */
export class TokenService {
  /**
   * The HS256 key, imported into WebCrypto once: given as bytes, jose imports it again on every sign and verify, which was
   * about 2 % of the CPU of every authenticated request under load (issue 19).
   */
  private readonly key: ReturnType<typeof crypto.subtle.importKey>;

  /**
   * The access tokens this node verified, by their text, with their claims (issue 19): jose verifies through WebCrypto,
   * about 110 µs of CPU a call on Node 20 (a hop to the thread pool and back), once for every authenticated request.
   * A token's signature and claims never change, so a known one is only checked against the clock again; whether its
   * account is still live is the access check's own statement, every time.
   */
  private readonly verified = new LRUCache<string, AccessClaims>({ max: VERIFIED_TOKENS_KEPT });

  constructor(private readonly deps: { db: Database; clock: Clock; secret: string; analytics: AnalyticsRecorder }) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(deps.secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /** Signs an access token for an account within a refresh family. */
  async signAccess(account: { id: number; role: Role }, sessionId: string): Promise<string> {
    const iat = epochS(this.deps.clock.now());
    return new SignJWT({ role: account.role, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(account.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
      .sign(await this.key);
  }

  /** Verifies an access token's signature and expiry; throws `UNAUTHORIZED` otherwise. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const now = this.deps.clock.now();
    const known = this.verified.get(token);
    if (known) {
      // As jose's check: expired once `exp` is not after the current second.
      if (known.exp > epochS(now)) return known;
      this.verified.delete(token);
      throw appError('UNAUTHORIZED');
    }
    const claims = await this.verifySignedAccess(token, now);
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignedAccess(token: string, now: Date): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      const accountId = Number(payload.sub);
      const role = payload.role;
      if (!Number.isInteger(accountId) || accountId <= 0 || typeof role !== 'string' || !(ROLES as readonly string[]).includes(role))
        throw appError('UNAUTHORIZED');
      return Object.freeze({
        accountId,
        role: role as Role,
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
        iat: payload.iat ?? 0,
        exp: payload.exp ?? 0,
      });
    } catch (err) {
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) throw appError('UNAUTHORIZED');
      throw err;
    }
  }

  /** Starts a refresh family for a login and answers both tokens. Use inside the login's transaction. */
  async startSession(
    db: DbExecutor,
    input: { account: { id: number; role: Role }; authType: AuthType; deviceId: string | null },
  ): Promise<TokenPair> {
    const now = this.deps.clock.now();
    const familyId = randomUUID();
    const refresh = opaqueToken(OPAQUE_TOKEN_BYTES);
    await deleteExpiredAccountTokens(db, input.account.id, now);
    await insertRefreshToken(db, {
      accountId: input.account.id,
      familyId,
      tokenHash: sha256Hex(refresh),
      authType: input.authType,
      deviceId: input.deviceId,
      createdAt: now,
      expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_S),
    });
    return { access_token: await this.signAccess(input.account, familyId), refresh_token: refresh };
  }

  /** `POST /api/tokens`: exchanges a refresh token for a new pair; a second use of a rotated token revokes its family. */
  async refresh(token: string, context: Record<string, unknown>): Promise<TokenPair & { type: AuthType }> {
    const { db, clock, analytics } = this.deps;
    const now = clock.now();
    const row = await findRefreshToken(db, sha256Hex(token));
    if (!row || row.revokedAt || row.expiresAt <= now) throw appError('INVALID_REFRESH_TOKEN');
    const outcome = await db.transaction(async (tx) => {
      if (!(await markRotated(tx, row.id, now))) return { kind: 'reuse' as const };
      const access = await findAccountAccess(tx, row.accountId);
      if (!access || access.revokedAt) return { kind: 'closed' as const, access };
      const refresh = opaqueToken(OPAQUE_TOKEN_BYTES);
      await insertRefreshToken(tx, {
        accountId: row.accountId,
        familyId: row.familyId,
        tokenHash: sha256Hex(refresh),
        authType: row.authType,
        deviceId: row.deviceId,
        createdAt: now,
        expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_S),
      });
      const accessToken = await this.signAccess({ id: access.id, role: access.role }, row.familyId);
      return { kind: 'ok' as const, pair: { access_token: accessToken, refresh_token: refresh, type: asAuthType(row.authType) } };
    });
    if (outcome.kind === 'reuse') {
      const revoked = await revokeFamily(db, row.familyId, now);
      await analytics.record('refresh_reuse_detected', { accountId: row.accountId, data: { ...context, family_revoked: revoked } });
      throw appError('INVALID_REFRESH_TOKEN');
    }
    if (outcome.kind === 'closed') {
      await revokeFamily(db, row.familyId, now);
      throw forceLogout({
        title: outcome.access?.revokeTitle,
        body: outcome.access?.revokeBody,
        actionText: outcome.access?.revokeActionText,
      });
    }
    await analytics.record('token_refreshed', { accountId: row.accountId, data: context });
    return outcome.pair;
  }

  /** `POST /api/logout`: revokes the family of the access token and/or of the given refresh token. */
  async logout(
    input: { account: { id: number; sessionId: string | null } | null; refreshToken: string | undefined },
    audit: Record<string, unknown>,
  ): Promise<void> {
    const { db, clock } = this.deps;
    let accountId = input.account?.id ?? null;
    if (input.account?.sessionId) await revokeFamily(db, input.account.sessionId, clock.now());
    if (input.refreshToken) {
      const row = await findRefreshToken(db, sha256Hex(input.refreshToken));
      if (row) {
        await revokeFamily(db, row.familyId, clock.now());
        accountId ??= row.accountId;
      }
    }
    await this.deps.analytics.record('logout', { accountId, data: audit });
  }

  /**
   * Closes an account's access in the caller's transaction: its refresh tokens die and every call
   * answers 30401 with these texts until `reopenAccess`.
   */
  async closeAccess(
    tx: DbExecutor,
    accountId: number,
    texts: { title: string; body: string; actionText: string },
    at: Date,
  ): Promise<void> {
    await upsertAuthState(tx, accountId, {
      revokedAt: at,
      revokeTitle: texts.title,
      revokeBody: texts.body,
      revokeActionText: texts.actionText,
      updatedAt: at,
    });
    await revokeAccountTokens(tx, accountId, at);
  }

  /** Reopens a closed account (it logs in again). */
  async reopenAccess(accountId: number): Promise<void> {
    await upsertAuthState(this.deps.db, accountId, { revokedAt: null, updatedAt: this.deps.clock.now() });
  }
}
