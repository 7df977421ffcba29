import { randomBytes } from 'node:crypto';
import { expertProfiles, writingRatingTokens } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../core/secrets';
import type { FakeClock } from '../../core/clock';
import type { EngineTestApp, TestAccount } from '../../testing/engine-test-app';
import {
  claimAndDeliver,
  createWritingTestApp,
  fresh,
  linkFields,
  ratingTokenFor,
  submitWriting,
  writer,
  writingStudent,
} from '../../testing/writing-fixtures';
import { WRITING_RATING_RATE_LIMIT } from './writing-context';

let ipSeq = 0;
/** A fresh client address per test, so that the per-IP limit of the token routes is tested on its own. */
const newIp = () => `203.0.113.${++ipSeq}`;

describe(`the Writing rating link (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let clock: FakeClock;
  let writerA: TestAccount;
  beforeAll(async () => {
    // Behind a proxy at 127.0.0.1 (inject's address), so that X-Forwarded-For names each caller.
    ({ t, clock } = await createWritingTestApp({ TRUST_PROXY: '127.0.0.1' }));
    writerA = await writer(t);
  });
  afterAll(async () => t.close());

  const delivered = async () => {
    const student = await writingStudent(t, { credits: 1 });
    const id = (await submitWriting(t.app, student, linkFields())).json().id as number;
    await claimAndDeliver(t.app, await fresh(t, writerA), id);
    const email = (await t.app.services.accounts.basicsWithEmail(student.id))!.email!;
    return { student, id, token: await ratingTokenFor(t.app, email) };
  };
  // Logged out: no Authorization header at all.
  const read = (token: string, ip: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/es/askers/me/problem?token=${encodeURIComponent(token)}`,
      headers: { 'x-forwarded-for': ip },
    });
  const rate = (payload: Record<string, unknown>, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/es/problems/rates', payload, headers: { 'x-forwarded-for': ip } });

  it('reads and rates a delivered review logged out, once; a reused link answers ALREADY_RATED', async () => {
    const ip = newIp();
    const { id, token } = await delivered();
    // 32 random bytes, base64url; only the SHA-256 is stored.
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.db.select().from(writingRatingTokens).where(eq(writingRatingTokens.problemId, id));
    expect(stored?.tokenHash).toBe(sha256Hex(token));
    expect(stored?.expiresAt.toISOString()).toBe(new Date(clock.now().getTime() + 30 * 24 * 3600 * 1000).toISOString());

    const page = await read(token, ip);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ id, description: linkFields().description, delivered: expect.any(Number), rating_point: 0 });
    const before = (await t.db.select().from(expertProfiles).where(eq(expertProfiles.accountId, writerA.id)))[0]!;
    expect((await rate({ token, point: 2, reason: 4 }, ip)).json()).toEqual({ ok: true });
    expect((await read(token, ip)).json()).toMatchObject({ id, rating_point: 2 });
    const reused = await rate({ token, point: 5, reason: 0 }, ip);
    expect({ status: reused.statusCode, body: reused.json() }).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_RATED', message: 'Question is already rated!' },
    });
    // The student's list and the admin see it; the writer's running rating took it once.
    const after = (await t.db.select().from(expertProfiles).where(eq(expertProfiles.accountId, writerA.id)))[0]!;
    expect({ sum: after.ratingSum - before.ratingSum, count: after.ratingCount - before.ratingCount }).toEqual({ sum: 2, count: 1 });
    const admin = await t.admin();
    const row = (await t.app.inject({ method: 'GET', url: '/api/admin/writing-problems?state=delivered', headers: admin.headers }))
      .json()
      .problems.find((p: { id: number }) => p.id === id);
    expect(row).toMatchObject({ rating_point: 2, rating_reason: 4 });
  });

  it('gives one rating to two uses of one link at once', async () => {
    const ip = newIp();
    const { token } = await delivered();
    const both = await Promise.all([rate({ token, point: 5, reason: 0 }, ip), rate({ token, point: 4, reason: 0 }, ip)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a wrong, a malformed and an expired token with WRITING_RATING_LINK_INVALID', async () => {
    const ip = newIp();
    const invalid = { code: 'WRITING_RATING_LINK_INVALID', message: 'This rating link is invalid or has expired.' };
    for (const token of [randomBytes(32).toString('base64url'), 'abc', 'x'.repeat(300)]) {
      const res = await read(token, ip);
      expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 404, body: invalid });
      expect((await rate({ token, point: 5, reason: 0 }, ip)).json()).toMatchObject(invalid);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/es/askers/me/problem', headers: { 'x-forwarded-for': ip } })).json(),
    ).toMatchObject(invalid);
    expect((await rate({ point: 5, reason: 0 }, ip)).json()).toMatchObject(invalid);

    const { token } = await delivered();
    clock.advance(30 * 24 * 3600 - 1);
    expect((await read(token, ip)).statusCode).toBe(200);
    clock.advance(1);
    expect((await read(token, ip)).json()).toMatchObject(invalid);
    expect((await rate({ token, point: 5, reason: 0 }, ip)).json()).toMatchObject(invalid);
  });

  it("holds the contract's point and reason pairs: 1-2 need 4 or 5, 3 or more take 0", async () => {
    const ip = newIp();
    const { token } = await delivered();
    for (const bad of [
      { point: 2, reason: 0 },
      { point: 1, reason: 3 },
      { point: 4, reason: 5 },
      { point: 0, reason: 0 },
      { point: 6, reason: 0 },
    ]) {
      const res = await rate({ token, ...bad }, ip);
      expect({ bad, status: res.statusCode, code: res.json().code }).toEqual({ bad, status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await rate({ token, point: 1, reason: 5 }, ip)).statusCode).toBe(200);
  });

  it('limits the token routes per IP address', async () => {
    const ip = newIp();
    const wrong = randomBytes(32).toString('base64url');
    for (let i = 0; i < WRITING_RATING_RATE_LIMIT.max; i++) expect((await read(wrong, ip)).statusCode).toBe(404);
    const limited = await rate({ token: wrong, point: 5, reason: 0 }, ip);
    expect({ status: limited.statusCode, code: limited.json().code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await read(wrong, newIp())).statusCode).toBe(404);
  });
});
