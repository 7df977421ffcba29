import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { appError } from '../errors/app-error';
import { errorHandlerPlugin } from './error-handler';
import { createRateLimitStore, failureLimit, rateLimit, type RateLimitStore } from './rate-limit';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * A small app on the real plugin: `GET /hit` counts calls per address (`max` per `windowS`), `POST /guess` counts
 * only wrong guesses per `who`. Each test run uses its own rule names, so a shared Redis keeps no counter between runs.
 */
async function limitedApp(redisUrl: string | undefined, run: string, opts: { max: number; windowS: number }) {
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(errorHandlerPlugin, {});
  const store: RateLimitStore = await createRateLimitStore(app, redisUrl);
  app.addHook('onClose', async () => store.close());
  const limited: string[] = [];
  const onLimited = (_request: unknown, rule: string) => void limited.push(rule);
  app.get('/hit', { preHandler: rateLimit(store, [{ name: `${run}:ip`, ...opts, key: (r) => r.ip }], onLimited) }, async () => ({
    ok: true,
  }));
  const guesses = failureLimit(
    store,
    [{ name: `${run}:who`, ...opts, key: (r) => (r.body as { who?: string }).who }],
    (error) => error instanceof Error && error.message === 'wrong',
    onLimited,
  );
  app.post('/guess', { preHandler: guesses.preHandler, onError: guesses.onError }, async (request) => {
    if ((request.body as { right?: boolean }).right) return { ok: true };
    throw Object.assign(appError('INVALID_CREDENTIALS'), { message: 'wrong' });
  });
  await app.ready();
  return { app, limited };
}

const hit = (app: FastifyInstance, remoteAddress = '203.0.113.7') => app.inject({ method: 'GET', url: '/hit', remoteAddress });
const guess = (app: FastifyInstance, who: string, right = false) => app.inject({ method: 'POST', url: '/guess', payload: { who, right } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stores = [
  ['memory', undefined],
  ['redis', process.env.TEST_REDIS_URL],
] as const;

describe.each(stores)('@fastify/rate-limit with its %s store', (kind, redisUrl) => {
  const skip = kind === 'redis' && !redisUrl;

  it.skipIf(skip)('answers 429 RATE_LIMITED with retry_after_s and Retry-After past max, per key, until the window ends', async () => {
    // Windows are the library's own (its timers, or Redis expiry): a 1-second window ends by waiting, on both stores.
    const { app, limited } = await limitedApp(redisUrl, randomUUID(), { max: 2, windowS: 1 });
    expect((await hit(app)).statusCode).toBe(200);
    expect((await hit(app)).statusCode).toBe(200);
    const refused = await hit(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after_s: 1 });
    expect(refused.headers['retry-after']).toBe('1');
    expect(limited).toHaveLength(1);
    expect((await hit(app, '198.51.100.9')).statusCode).toBe(200);
    await sleep(1100);
    expect((await hit(app)).statusCode).toBe(200);
  });

  it.skipIf(skip)('counts only failures, and refuses once max failures are counted', async () => {
    const { app } = await limitedApp(redisUrl, randomUUID(), { max: 3, windowS: 600 });
    for (let i = 0; i < 5; i++) expect((await guess(app, 'owner', true)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await guess(app, 'owner')).json().code).toBe('INVALID_CREDENTIALS');
    const refused = await guess(app, 'owner', true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after_s: expect.any(Number) });
    expect(refused.json().retry_after_s).toBeGreaterThan(590);
    expect((await guess(app, 'someone-else', true)).statusCode).toBe(200);
  });
});

describe('@fastify/rate-limit across nodes', () => {
  it.skipIf(!process.env.TEST_REDIS_URL)('shares counters between nodes through Redis', async () => {
    const run = randomUUID();
    const a = await limitedApp(process.env.TEST_REDIS_URL, run, { max: 2, windowS: 60 });
    const b = await limitedApp(process.env.TEST_REDIS_URL, run, { max: 2, windowS: 60 });
    expect((await hit(a.app)).statusCode).toBe(200);
    expect((await hit(b.app)).statusCode).toBe(200);
    expect((await hit(a.app)).statusCode).toBe(429);
    expect((await hit(b.app)).statusCode).toBe(429);
  });

  it('lets calls through when Redis is unreachable (skipOnError) rather than lock everyone out', async () => {
    // Nothing listens on port 1.
    const { app } = await limitedApp('redis://127.0.0.1:1', randomUUID(), { max: 1, windowS: 60 });
    const started = Date.now();
    for (let i = 0; i < 3; i++) expect((await hit(app)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await guess(app, 'owner')).json().code).toBe('INVALID_CREDENTIALS');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
