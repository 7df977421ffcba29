import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { appError } from '../errors/app-error';
import type { Clock } from '../core/clock';

/** Counts hits per key in fixed windows. */
export interface RateLimitStore {
  /** Counts one hit; answers the count in the current window and the seconds until it ends. */
  hit(key: string, windowS: number): Promise<{ count: number; resetInS: number }>;
  close(): Promise<void>;
}

function windowOf(clock: Clock, windowS: number): { index: number; resetInS: number } {
  const nowS = clock.now().getTime() / 1000;
  const index = Math.floor(nowS / windowS);
  return { index, resetInS: Math.max(1, Math.ceil((index + 1) * windowS - nowS)) };
}

/** One node's counters in memory (the default). */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { index: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowS: number): Promise<{ count: number; resetInS: number }> {
    const { index, resetInS } = windowOf(this.clock, windowS);
    const current = this.counters.get(key);
    const count = current && current.index === index ? current.count + 1 : 1;
    this.counters.set(key, { index, count });
    if (this.counters.size > 50_000) this.sweep(windowS);
    return { count, resetInS };
  }

  private sweep(windowS: number): void {
    const { index } = windowOf(this.clock, windowS);
    for (const [key, value] of this.counters) if (value.index < index) this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

/** Counters shared by every node through Redis (`REDIS_URL`): INCR on a key per window, expiring with it. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly clock: Clock,
    private readonly prefix = 'ps:rl:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Errors surface on each command; an idle reconnect must not crash the process.
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowS: number): Promise<{ count: number; resetInS: number }> {
    const { index, resetInS } = windowOf(this.clock, windowS);
    const redisKey = `${this.prefix}${key}:${index}`;
    const result = await this.redis
      .multi()
      .incr(redisKey)
      .expire(redisKey, windowS + 1)
      .exec();
    const count = Number(result?.[0]?.[1] ?? 1);
    return { count, resetInS };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** Redis when `REDIS_URL` is set, memory otherwise. */
export function createRateLimitStore(redisUrl: string | undefined, clock: Clock): RateLimitStore {
  return redisUrl ? new RedisRateLimitStore(redisUrl, clock) : new MemoryRateLimitStore(clock);
}

/** One limit: at most `max` calls per `windowS` for each key the request yields (none: not counted). */
export interface RateLimitRule {
  name: string;
  max: number;
  windowS: number;
  key: (request: FastifyRequest) => string | null | undefined;
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

/**
 * A preHandler enforcing the rules in order; the first exceeded one answers 429 `RATE_LIMITED` with
 * `retry_after_s` (and a Retry-After header). A broken store lets calls through rather than lock everyone out.
 */
export function rateLimit(store: RateLimitStore, rules: RateLimitRule[], onLimited?: (request: FastifyRequest, rule: string) => void) {
  return async (request: FastifyRequest, reply: { header: (name: string, value: string) => unknown }): Promise<void> => {
    for (const rule of rules) {
      const key = rule.key(request);
      if (!key) continue;
      let hit: { count: number; resetInS: number };
      try {
        hit = await store.hit(`${rule.name}:${key}`, rule.windowS);
      } catch (err) {
        request.log.warn({ err, rule: rule.name }, 'rate-limit store unavailable');
        continue;
      }
      if (hit.count > rule.max) {
        onLimited?.(request, rule.name);
        reply.header('retry-after', String(hit.resetInS));
        throw appError('RATE_LIMITED', { retry_after_s: hit.resetInS });
      }
    }
  };
}
