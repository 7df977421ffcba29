import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { appError } from '../errors/app-error';

/** One limit: at most `max` counted calls per `windowS` for each key the request yields (none: not counted). */
export interface RateLimitRule {
  name: string;
  max: number;
  windowS: number;
  key: (request: FastifyRequest) => string | null | undefined;
}

/** What a rule's check answers: whether it is used up, and the seconds until its window ends. */
interface RuleState {
  isUsedUp: boolean;
  retryAfterS: number;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Keys a rule keeps in memory (the library's LRU per rule): enough that floods of other keys do not evict a counter. */
const MEMORY_KEYS_PER_RULE = 100_000;
/** A Redis call slower than this is given up and the call passes (skipOnError). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long startup waits for the first Redis connection before serving (with limits off until it connects). */
const REDIS_CONNECT_WAIT_MS = 2000;

/**
 * The counters of every rule, kept by `@fastify/rate-limit`: in Redis when `REDIS_URL` is set (shared by every node),
 * in memory otherwise. One limiter per rule name, so routes naming the same rule share its counters.
 */
export class RateLimitStore {
  private readonly limiters = new Map<string, { rule: RateLimitRule; limiter: Limiter }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly redis: Redis | null,
  ) {}

  private limiterOf(rule: RateLimitRule): Limiter {
    const known = this.limiters.get(rule.name);
    if (known) {
      if (known.rule.max !== rule.max || known.rule.windowS !== rule.windowS)
        throw new Error(`rate-limit rule ${rule.name} is defined twice with different limits`);
      return known.limiter;
    }
    // `cache` sizes the memory store's LRU; the library merges it although its types leave it out.
    const options = {
      max: rule.max,
      timeWindow: rule.windowS * 1000,
      keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request)}`,
      cache: MEMORY_KEYS_PER_RULE,
    };
    const limiter = this.app.createRateLimit(options);
    this.limiters.set(rule.name, { rule, limiter });
    return limiter;
  }

  /** Counts one call of the rule's key (`count`), or only reads its counter; null when the request has no key. */
  async check(rule: RateLimitRule, request: FastifyRequest, mode: 'count' | 'read'): Promise<RuleState | null> {
    if (!rule.key(request)) return null;
    const state = await this.limiterOf(rule)(request, { increment: mode === 'count' });
    if (state.isAllowed) return null;
    // A count is used up past `max`; a read (of failures counted so far) once `max` is reached.
    const isUsedUp = mode === 'count' ? state.isExceeded : state.remaining === 0;
    return { isUsedUp, retryAfterS: Math.max(1, state.ttlInSeconds) };
  }

  /** Builds the rule's limiter now, so that a misdefined rule fails at startup rather than on a call. */
  prepare(rules: RateLimitRule[]): void {
    for (const rule of rules) this.limiterOf(rule);
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

/**
 * Registers `@fastify/rate-limit` (no global limit: routes opt in through `rateLimit`), with its Redis store when
 * `redisUrl` is set and its memory store otherwise. A broken Redis lets calls through (skipOnError) rather than lock
 * everyone out; the first failure is logged, then again after each recovery.
 */
export async function createRateLimitStore(
  app: FastifyInstance,
  redisUrl: string | undefined,
  redisPrefix = 'ps:rl:',
): Promise<RateLimitStore> {
  // No offline queue: while Redis is down each check fails at once (and passes) instead of waiting for a reconnect.
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS })
    : null;
  if (redis) {
    let isHealthy = true;
    redis.on('error', (err: Error) => {
      if (isHealthy) app.log.warn({ err }, 'rate-limit Redis unavailable: limits are not enforced until it is back');
      isHealthy = false;
    });
    redis.on('ready', () => {
      isHealthy = true;
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      redis.once('ready', done);
      redis.once('error', done);
    });
  }
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, ...(redis ? { redis, nameSpace: redisPrefix } : {}) });
  return new RateLimitStore(app, redis);
}

/** Lower-cased, trimmed identity from the body (email, User ID), for per-identity limits. */
export function bodyIdentity(request: FastifyRequest, ...fields: string[]): string | null {
  const body = request.body as Record<string, unknown> | undefined;
  for (const field of fields) {
    const value = body?.[field];
    if (typeof value === 'string' && value.trim()) return `${field}:${value.trim().toLowerCase()}`;
  }
  return null;
}

/** Called with the rule's name when a call is refused (the auth routes record analytics 'rate_limited'). */
export type OnLimited = (request: FastifyRequest, rule: string) => void;

type HeaderReply = { header: (name: string, value: string) => unknown };

function refuse(request: FastifyRequest, reply: HeaderReply, rule: RateLimitRule, retryAfterS: number, onLimited?: OnLimited): never {
  onLimited?.(request, rule.name);
  reply.header('retry-after', String(retryAfterS));
  throw appError('RATE_LIMITED', { retry_after_s: retryAfterS });
}

/**
 * A preHandler counting every call against the rules in order; the first exceeded one answers 429 `RATE_LIMITED`
 * with `retry_after_s` (and a Retry-After header).
 */
export function rateLimit(store: RateLimitStore, rules: RateLimitRule[], onLimited?: OnLimited) {
  store.prepare(rules);
  return async (request: FastifyRequest, reply: HeaderReply): Promise<void> => {
    for (const rule of rules) {
      const state = await store.check(rule, request, 'count');
      if (state?.isUsedUp) refuse(request, reply, rule, state.retryAfterS, onLimited);
    }
  };
}

/**
 * Limits on failures rather than calls: the preHandler refuses (429 `RATE_LIMITED`) once a key has `max` failures in
 * its window, without counting the call; the onError hook counts a failure for each rule when `isFailure(error)`.
 * Put both on the route.
 */
export function failureLimit(store: RateLimitStore, rules: RateLimitRule[], isFailure: (error: unknown) => boolean, onLimited?: OnLimited) {
  store.prepare(rules);
  return {
    preHandler: async (request: FastifyRequest, reply: HeaderReply): Promise<void> => {
      for (const rule of rules) {
        const state = await store.check(rule, request, 'read');
        if (state?.isUsedUp) refuse(request, reply, rule, state.retryAfterS, onLimited);
      }
    },
    onError: async (request: FastifyRequest, _reply: unknown, error: unknown): Promise<void> => {
      if (!isFailure(error)) return;
      for (const rule of rules) await store.check(rule, request, 'count');
    },
  };
}
