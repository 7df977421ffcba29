import type { FastifyRequest } from 'fastify';
import type { AuthSettings } from '../../core/config';
import { AppError } from '../../errors/app-error';
import { bodyIdentity, failureLimit, type OnLimited, rateLimit, type RateLimitRule, type RateLimitStore } from '../../plugins/rate-limit';

/** A sign-in failure that counts against an identity: a wrong password or an unknown account (same answer). */
export function isCredentialFailure(error: unknown): boolean {
  return error instanceof AppError && error.errorName === 'INVALID_CREDENTIALS';
}

/**
 * The sign-in routes' limits, so that an attacker is held back without locking the real owner out:
 * - every call counts per address (`<group>:ip`, `perIp`): credential stuffing and enumeration from one address;
 * - per identity (email, User ID) from one address (`<group>:id_ip`, `perIdentity`): strict;
 * - per identity across addresses (`<group>:id`, `perAccount`): a much higher ceiling, reached only by many addresses;
 * - password sign-in counts failed passwords, not calls, per identity (`password:id_ip` and `password:id`, same
 *   ceilings): the owner's right password from their own address passes after an attacker's wrong ones elsewhere.
 */
export function signInLimits(store: RateLimitStore, settings: AuthSettings['rateLimit'], onLimited: OnLimited) {
  const { windowS, perIp, perIdentity, perAccount } = settings;
  const identityRules = (group: string, fields: string[]): RateLimitRule[] => {
    const identity = (request: FastifyRequest) => bodyIdentity(request, ...fields);
    return [
      {
        name: `${group}:id_ip`,
        max: perIdentity,
        windowS,
        key: (request) => {
          const id = identity(request);
          return id && `${id}|${request.ip}`;
        },
      },
      { name: `${group}:id`, max: perAccount, windowS, key: identity },
    ];
  };
  return {
    /** Counts every call per address and, given identity fields, per identity. */
    calls: (group: string, ...identityFields: string[]) =>
      rateLimit(
        store,
        [
          { name: `${group}:ip`, max: perIp, windowS, key: (request) => request.ip },
          ...(identityFields.length ? identityRules(group, identityFields) : []),
        ],
        onLimited,
      ),
    /** Password sign-in: the preHandler refuses an identity with too many failures; the onError hook counts them. */
    passwordFailures: (...identityFields: string[]) =>
      failureLimit(store, identityRules('password', identityFields), isCredentialFailure, onLimited),
  };
}
