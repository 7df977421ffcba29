import { CHANNELS } from '@photostudy/contracts';
import { expertProfiles } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, bearer, tokensFor } from '../../testing/auth-sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { makeAccount, type RealtimeTestAccount } from '../../testing/realtime-clients';

const SOCKET = '1234.5678';

describe(`POST /api/pusher-auth (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let student: RealtimeTestAccount;
  let other: RealtimeTestAccount;
  let expert: RealtimeTestAccount;
  let stranger: RealtimeTestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    [student, other, expert, stranger] = await Promise.all([
      makeAccount(t.app, t.db, 'student'),
      makeAccount(t.app, t.db, 'student'),
      makeAccount(t.app, t.db, 'expert'),
      makeAccount(t.app, t.db, 'expert'),
    ]);
  });
  afterAll(async () => t.close());

  const authorize = (who: RealtimeTestAccount | null, channel: string, form = true, extra = '') =>
    t.app.inject({
      method: 'POST',
      url: '/api/pusher-auth',
      headers: { ...(who?.headers ?? {}), 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      payload: form
        ? `socket_id=${SOCKET}&channel_name=${encodeURIComponent(channel)}${extra}`
        : JSON.stringify({ socket_id: SOCKET, channel_name: channel }),
    });

  it('lets a student join their own private and presence channels (form-encoded and JSON)', async () => {
    const priv = await authorize(student, CHANNELS.privateStudent(student.id));
    expect(priv.statusCode).toBe(200);
    expect(priv.json().auth).toMatch(/^[\w-]+:[0-9a-f]{64}$/);
    const pres = await authorize(student, CHANNELS.presenceStudent(student.id), false);
    expect(pres.statusCode).toBe(200);
    expect(JSON.parse(pres.json().channel_data)).toEqual({
      user_id: String(student.id),
      user_info: { name: expect.any(String), role: 'student' },
    });
  });

  it("refuses other spellings of the student's own channels (leading zeros, signs)", async () => {
    for (const channel of [`private-student-0${student.id}`, `presence-student-00${student.id}`, `private-student-+${student.id}`])
      expect((await authorize(student, channel)).statusCode, channel).toBe(403);
  });

  it("builds presence channel_data on the server, ignoring the client's", async () => {
    const forged = encodeURIComponent(JSON.stringify({ user_id: '999999', user_info: { name: 'Admin' } }));
    const res = await authorize(student, CHANNELS.presenceStudent(student.id), true, `&channel_data=${forged}`);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().channel_data).user_id).toBe(String(student.id));
  });

  it("refuses another student's channels and says why", async () => {
    for (const channel of [CHANNELS.privateStudent(other.id), CHANNELS.presenceStudent(other.id)]) {
      const res = await authorize(student, channel);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CHANNEL_FORBIDDEN', message: expect.stringContaining('Only') });
    }
  });

  it('refuses a guest', async () => {
    const res = await authorize(null, CHANNELS.privateStudent(student.id));
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expert who is not assigned to the student, and the student channels to experts', async () => {
    expect((await authorize(expert, CHANNELS.presenceStudent(student.id))).statusCode).toBe(403);
    expect((await authorize(expert, CHANNELS.privateStudent(student.id))).statusCode).toBe(403);
  });

  it('lets the assigned expert join the student presence channel, and no other expert', async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: student.headers,
      payload: { title: 'Solve 3x + 4 = 19 please', mindset_id: 1, subject_id: 1, lang: 'en' },
    });
    expect(ask.statusCode).toBe(200);
    const qid = ask.json().qid as number;
    expect((await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/claims`, headers: expert.headers })).statusCode).toBe(
      200,
    );
    const res = await authorize(expert, CHANNELS.presenceStudent(student.id));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().channel_data)).toMatchObject({ user_id: String(expert.id), user_info: { role: 'expert' } });
    expect((await authorize(stranger, CHANNELS.presenceStudent(student.id))).statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: `/api/questions/${qid}/ends`, headers: student.headers });
  });

  it('keeps expert channels to experts', async () => {
    expect((await authorize(expert, CHANNELS.privateExpert(expert.id))).statusCode).toBe(200);
    expect((await authorize(expert, CHANNELS.privateExpert(stranger.id))).statusCode).toBe(403);
    expect((await authorize(expert, CHANNELS.presenceExperts)).statusCode).toBe(200);
    expect((await authorize(student, CHANNELS.presenceExperts)).statusCode).toBe(403);
    expect((await authorize(student, CHANNELS.privateExpert(expert.id))).statusCode).toBe(403);
  });

  /** An expert of SAT (subject 7) alone. */
  async function satExpert(): Promise<RealtimeTestAccount> {
    const account = await makeAccount(t.app, t.db, 'expert');
    await t.db
      .update(expertProfiles)
      .set({ subjectIds: [7] })
      .where(eq(expertProfiles.accountId, account.id));
    return account;
  }

  it("lets an expert join the queue channels of the expert's own subjects only; never a student or an admin", async () => {
    const satOnly = await satExpert();
    const adminId = await accountIdOf(t.db, { email: 'admin@demo.test' });
    const admin = { headers: bearer((await tokensFor(t.app, t.db, adminId)).access_token) } as RealtimeTestAccount;
    expect((await authorize(satOnly, CHANNELS.subjectQueue(7))).statusCode).toBe(200);
    const refused = await authorize(satOnly, CHANNELS.subjectQueue(1));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CHANNEL_FORBIDDEN' });
    expect((await authorize(expert, CHANNELS.subjectQueue(1))).statusCode).toBe(200);
    expect((await authorize(student, CHANNELS.subjectQueue(1))).statusCode).toBe(403);
    expect((await authorize(admin, CHANNELS.subjectQueue(1))).statusCode).toBe(403);
    // One spelling per subject: another one could reach the same subject under a name the server never publishes to.
    for (const name of ['private-subject-queue-07', 'private-subject-queue-0', 'private-subject-queue-7x', 'private-subject-queue-+7'])
      expect((await authorize(satOnly, name)).statusCode, name).toBe(403);
  });

  it("keeps a subject's digest channel (its busy experts' slower queue) to the same experts", async () => {
    const satOnly = await satExpert();
    expect((await authorize(satOnly, CHANNELS.subjectDigest(7))).statusCode).toBe(200);
    expect((await authorize(satOnly, CHANNELS.subjectDigest(1))).statusCode).toBe(403);
    expect((await authorize(student, CHANNELS.subjectDigest(1))).statusCode).toBe(403);
    expect((await authorize(satOnly, 'private-subject-digest-07')).statusCode).toBe(403);
  });

  it('refuses unknown channels and malformed socket ids', async () => {
    expect((await authorize(student, 'private-something-else')).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/pusher-auth',
      headers: { ...student.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=nope&channel_name=${CHANNELS.privateStudent(student.id)}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});
