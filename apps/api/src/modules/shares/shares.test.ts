import { randomBytes } from 'node:crypto';
import { FEATURES, SHARED_SESSION_VIEW_WINDOW_S, sharedSessionSchema, shareAnswerSchema } from '@photostudy/contracts';
import { sharedSessions, sharedSessionViews } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochS, FakeClock } from '../../core/clock';
import { loadConfig } from '../../core/config';
import { bearer, tokensFor } from '../../testing/auth-sessions';
import { askFields, createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';
import type { ProblemSolver, SolverLanguage, SolverResult } from '../solver/solver.types';
import { parseShareCode } from './share-code';

/** A stand-in for the algebra solver: three steps and an answer for any text, a decline for 'unsolvable', a failure for 'boom'. */
class FakeSolver implements ProblemSolver {
  readonly calls: { text: string; lang: SolverLanguage }[] = [];

  async solve(text: string, lang: SolverLanguage): Promise<SolverResult> {
    this.calls.push({ text, lang });
    if (text.includes('boom')) throw new Error('solver bug');
    if (text.includes('unsolvable')) return { asciiMath: null, latex: null, steps: [], answerLatex: null, declined: true };
    return {
      asciiMath: '2x+5=17',
      latex: '2x+5=17',
      steps: [
        { latex: 'STEP-ONE 2x=12', explanation: lang === 'es' ? 'Resta 5' : 'Subtract 5 from both sides' },
        { latex: 'STEP-TWO x=12/2', explanation: 'Divide both sides by 2' },
        { latex: 'STEP-THREE x=6', explanation: 'Simplify' },
      ],
      answerLatex: 'ANSWER-x=6',
      declined: false,
    };
  }
}

const RANDOM_CODE = /^[A-Za-z0-9_-]{22}$/;
const STUDENT_TEXT = 'STUDENT-LINE I tried subtracting first';
const EXPERT_TEXT = 'EXPERT-LINE Subtract 5 from both sides.';
const SUGGESTION_TEXT = 'SUGGESTION-LINE What is 12 / 2?';

describe(`shared session pages (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  const clock = new FakeClock(new Date('2027-03-01T10:00:00Z'));
  const solver = new FakeSolver();
  let sampleQid: number;

  beforeAll(async () => {
    t = await createEngineTestApp({ PUBLIC_URL: 'https://app.test' }, { clock, solver });
    const samples = await t.app.inject({ method: 'GET', url: '/api/questions?type=sample', headers: (await t.student()).headers });
    sampleQid = samples.json().questions[0].qid as number;
  });
  afterAll(async () => t.close());

  const post = (who: TestAccount | null, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const del = (who: TestAccount | null, url: string) => t.app.inject({ method: 'DELETE', url, headers: who?.headers ?? {} });
  const open = (who: TestAccount | null, code: string) =>
    t.app.inject({ method: 'GET', url: `/api/misc/shared-sessions/${code}`, headers: who?.headers ?? {} });
  const share = (who: TestAccount | null, qid: number) => post(who, `/api/questions/${qid}/shares`);
  // Access tokens are checked on the app's clock: after moving it a day, a test signs its accounts in again.
  const fresh = async (who: TestAccount): Promise<TestAccount> => ({
    id: who.id,
    headers: bearer((await tokensFor(t.app, t.db, who.id)).access_token),
  });

  async function ask(student: TestAccount, overrides: Record<string, string | number> = {}, withImage = false): Promise<number> {
    const image = withImage
      ? [
          {
            field: 'image_file',
            filename: 'homework.png',
            data: await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } })
              .png()
              .toBuffer(),
            contentType: 'image/png',
          },
        ]
      : [];
    return t.ask(student, askFields(overrides), image);
  }

  /** A session that ran and ended: a student line, an expert line, a suggestion, then 'Session ended'. */
  async function finishedSession(student: TestAccount, overrides: Record<string, string | number> = {}, withImage = false) {
    const expert = await t.expert({ name: 'Maya Expert' });
    const qid = await ask(student, overrides, withImage);
    expect((await post(expert, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    expect((await post(expert, `/api/expert/questions/${qid}/starts`)).statusCode).toBe(200);
    expect((await post(student, `/api/questions/${qid}/messages`, { body: STUDENT_TEXT })).statusCode).toBe(200);
    expect((await post(expert, `/api/expert/questions/${qid}/messages`, { body: EXPERT_TEXT })).statusCode).toBe(200);
    const suggested = await post(expert, `/api/expert/questions/${qid}/suggestions`, {
      body: SUGGESTION_TEXT,
      options: [{ body: '5' }, { body: '6' }],
      time_remaining: 60,
    });
    expect(suggested.statusCode).toBe(200);
    const ended = await post(student, `/api/questions/${qid}/ends`);
    expect(ended.json().state).toBe('explained');
    return { qid, expert };
  }

  async function sharedCode(student: TestAccount, qid: number): Promise<string> {
    const res = await share(student, qid);
    expect(res.statusCode, res.body).toBe(200);
    return shareAnswerSchema.parse(res.json()).code;
  }

  const expectInvalid = async (who: TestAccount | null, code: string) => {
    const res = await open(who, code);
    expect({ code, status: res.statusCode, body: res.json().code }).toEqual({ code, status: 404, body: 1 });
  };

  it('makes an unguessable code per question, the same on every call, and one code for concurrent calls', async () => {
    const student = await t.student({ balance: 3 });
    const first = await finishedSession(student);
    const res = await share(student, first.qid);
    expect(res.statusCode).toBe(200);
    const answer = shareAnswerSchema.parse(res.json());
    expect(answer.code).toMatch(RANDOM_CODE);
    expect(answer.url).toBe(`https://app.test/sessions/${answer.code}`);
    expect(await sharedCode(student, first.qid)).toBe(answer.code);

    const second = await finishedSession(student);
    const codes = await Promise.all(Array.from({ length: 6 }, () => sharedCode(student, second.qid)));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(RANDOM_CODE);
    expect(codes[0]).not.toBe(answer.code);
    const rows = await t.db.select().from(sharedSessions).where(eq(sharedSessions.qid, second.qid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ownerId: student.id, revokedAt: null });
  });

  it('lets only the author of a finished session share it', async () => {
    const author = await t.student({ balance: 3 });
    const { qid, expert } = await finishedSession(author);
    const other = await t.student();
    expect((await share(other, qid)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    expect((await share(other, qid)).statusCode).toBe(404);
    expect((await del(other, `/api/questions/${qid}/shares`)).statusCode).toBe(404);
    expect((await share(expert, qid)).statusCode).toBe(403);
    expect((await share(await t.admin(), qid)).statusCode).toBe(403);
    expect((await share(null, qid)).statusCode).toBe(401);
    expect((await share(author, 999_999)).statusCode).toBe(404);

    // Waiting, then withdrawn without a discussion: nothing to show.
    const waiting = await ask(author);
    expect((await share(author, waiting)).json()).toMatchObject({ code: 'QUESTION_NOT_SHAREABLE' });
    expect((await share(author, waiting)).statusCode).toBe(409);
    expect((await post(author, `/api/questions/${waiting}/ends`)).json().state).toBe('dead');
    expect((await share(author, waiting)).json()).toMatchObject({ code: 'QUESTION_NOT_SHAREABLE' });
    expect(await t.db.select().from(sharedSessions).where(eq(sharedSessions.qid, waiting))).toHaveLength(0);
  });

  it('lets a child neither share its session nor open other students’ or sample pages', async () => {
    const child = await t.student({ authType: 'user_id', balance: 2 });
    const { qid } = await finishedSession(child);
    const refused = await share(child, qid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SHARED_SESSION_NOT_AVAILABLE');

    const author = await t.student({ balance: 2 });
    const code = await sharedCode(author, (await finishedSession(author)).qid);
    const res = await open(child, code);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SHARED_SESSION_NOT_AVAILABLE');
    const demo = await open(child, `demo-${sampleQid}`);
    expect(demo.json().code).toBe('SHARED_SESSION_NOT_AVAILABLE');
  });

  it('shows a guest no more than the preview: two messages, one step, no answer, no window', async () => {
    const author = await t.student({ balance: 2 });
    const { qid } = await finishedSession(author, { title: 'Solve $2x+5=17$ please' }, true);
    const code = await sharedCode(author, qid);
    const res = await open(null, code);
    expect(res.statusCode).toBe(200);
    const raw = JSON.parse(res.body) as Record<string, unknown>;
    const page = sharedSessionSchema.parse(raw);
    expect(page).toMatchObject({ code, status: 'NORMAL', viewer: 'guest', preview: true, expired_time: null });
    expect(page.server_time).toBe(epochS(clock.now()));
    expect(page.question.messages.length).toBeLessThanOrEqual(2);
    expect(page.question.messages.map((m) => m.from)).toEqual(['student', 'expert']);
    expect(page.solver.steps).toHaveLength(1);
    expect(page.solver).toMatchObject({ answer_latex: null, wolfram: null, latex: '2x+5=17', declined: false });
    // Nothing past the preview leaves the server, whatever the client would hide.
    for (const hidden of [SUGGESTION_TEXT, 'Session ended', 'STEP-TWO', 'STEP-THREE', 'ANSWER-x=6', '"uid"', 'Test Student'])
      expect(res.body, hidden).not.toContain(hidden);
    expect(page.question).toMatchObject({
      title: 'Solve $2x+5=17$ please',
      subject_title: 'Algebra',
      lang: 'en',
      expert_name: 'Maya Expert',
    });
    expect(solver.calls.at(-1)).toEqual({ text: 'Solve $2x+5=17$ please', lang: 'en' });
    // The question's image on a signed link a guest's <img> can load.
    expect(page.question.attachment_url).toMatch(/^\/api\/files\/[a-f0-9]+\?exp=\d+&sig=/);
    expect((await t.app.inject({ method: 'GET', url: page.question.attachment_url! })).statusCode).toBe(200);
    // A refused token is not taken for a guest: the app refreshes it (or signs out) instead of showing the preview.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/misc/shared-sessions/${code}`,
      headers: { authorization: 'Bearer forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('shows the owner everything without a window, messages by role only', async () => {
    const author = await t.student({ balance: 2 });
    const { qid } = await finishedSession(author);
    const code = await sharedCode(author, qid);
    const res = await open(author, code);
    expect(res.statusCode).toBe(200);
    const page = sharedSessionSchema.parse(res.json());
    expect(page).toMatchObject({ status: 'NORMAL', viewer: 'owner', preview: false, expired_time: null });
    expect(page.question.messages.map((m) => [m.from, m.body])).toEqual([
      ['student', STUDENT_TEXT],
      ['expert', EXPERT_TEXT],
      ['expert', SUGGESTION_TEXT],
      ['system', 'Session ended'],
    ]);
    expect(page.solver.steps.map((s) => s.latex)).toEqual(['STEP-ONE 2x=12', 'STEP-TWO x=12/2', 'STEP-THREE x=6']);
    expect(page.solver.answer_latex).toBe('ANSWER-x=6');
    expect(res.body).not.toContain('"uid"');
    expect(await t.db.select().from(sharedSessionViews).where(eq(sharedSessionViews.code, code))).toHaveLength(0);
  });

  it('gives a viewer a window from their first opening, not restarted on reopening, then the EXPIRED page', async () => {
    const author = await t.student({ balance: 2 });
    const code = await sharedCode(author, (await finishedSession(author)).qid);
    let viewer = await t.student();
    const openedAt = clock.now();
    const first = sharedSessionSchema.parse((await open(viewer, code)).json());
    expect(first).toMatchObject({ status: 'NORMAL', viewer: 'viewer', preview: false });
    expect(first.expired_time).toBe(epochS(openedAt) + SHARED_SESSION_VIEW_WINDOW_S);
    expect(first.question.messages).toHaveLength(4);
    expect(first.solver.steps).toHaveLength(3);

    clock.advance(3600);
    viewer = await fresh(viewer);
    const again = sharedSessionSchema.parse((await open(viewer, code)).json());
    expect(again.expired_time).toBe(first.expired_time);
    expect(again.server_time).toBe(epochS(openedAt) + 3600);
    expect(again.status).toBe('NORMAL');
    // Another viewer's window starts at their own first opening.
    const later = sharedSessionSchema.parse((await open(await t.student(), code)).json());
    expect(later.expired_time).toBe(epochS(openedAt) + 3600 + SHARED_SESSION_VIEW_WINDOW_S);

    clock.advance(SHARED_SESSION_VIEW_WINDOW_S - 3600 - 1);
    viewer = await fresh(viewer);
    expect(sharedSessionSchema.parse((await open(viewer, code)).json()).status).toBe('NORMAL');
    clock.advance(1);
    const expiredRes = await open(viewer, code);
    expect(expiredRes.statusCode).toBe(200);
    const expired = sharedSessionSchema.parse(expiredRes.json());
    expect(expired).toMatchObject({ status: 'EXPIRED', viewer: 'viewer', expired_time: first.expired_time });
    expect(expired.question.messages).toEqual([]);
    expect(expired.solver.steps).toEqual([]);
    expect(expired.solver.answer_latex).toBeNull();
    expect(expired.question.title).toBe(first.question.title);
    for (const hidden of [STUDENT_TEXT, EXPERT_TEXT, 'STEP-ONE', 'ANSWER-x=6']) expect(expiredRes.body).not.toContain(hidden);
    // The owner has no window.
    expect(sharedSessionSchema.parse((await open(await fresh(author), code)).json()).status).toBe('NORMAL');
  });

  it('lets experts and admins view with a window; gates other students on shared_session_pool, never the owner', async () => {
    const author = await t.student({ balance: 2 });
    const code = await sharedCode(author, (await finishedSession(author)).qid);
    for (const who of [await t.expert(), await t.admin()]) {
      const page = sharedSessionSchema.parse((await open(who, code)).json());
      expect(page).toMatchObject({ viewer: 'viewer', status: 'NORMAL', expired_time: epochS(clock.now()) + SHARED_SESSION_VIEW_WINDOW_S });
    }

    const outsider = await t.student({ balance: 2, features: [FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT] });
    const refused = await open(outsider, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SHARED_SESSION_NOT_AVAILABLE');
    expect(await t.db.select().from(sharedSessionViews).where(eq(sharedSessionViews.viewerId, outsider.id))).toHaveLength(0);
    const own = await sharedCode(outsider, (await finishedSession(outsider)).qid);
    expect(sharedSessionSchema.parse((await open(outsider, own)).json()).viewer).toBe('owner');
  });

  it('answers code 1 to malformed, unknown, too long and slashed codes, and to demo codes of real sessions', async () => {
    const author = await t.student({ balance: 2 });
    const { qid } = await finishedSession(author);
    await sharedCode(author, qid);
    const viewer = await t.student();
    const bad = [
      'x',
      'A'.repeat(21),
      'A'.repeat(23),
      'A'.repeat(65),
      'A'.repeat(300),
      'AAAAAAAAAAAAAAAAAAAAA%2B',
      'AAAAAAAAAAA/AAAAAAAAAA',
      'AAAAAAAAAAA%2FAAAAAAAAAA',
      'a/b/c',
      '..%2F..%2Fetc',
      `demo-${qid}`,
      'demo-0',
      `demo-0${sampleQid}`,
      'demo-99999999999',
      'demo-',
      '%00',
      "'; drop table shared_sessions; --",
    ];
    for (const code of bad) {
      await expectInvalid(null, encodeURI(code));
      await expectInvalid(viewer, encodeURI(code));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/misc/shared-sessions/' })).json().code).toBe(1);
    expect(parseShareCode('A'.repeat(22))).toEqual({ kind: 'random', code: 'A'.repeat(22) });
    expect(parseShareCode(`demo-${sampleQid}`)).toEqual({ kind: 'demo', code: `demo-${sampleQid}`, qid: sampleQid });
  });

  it("does not reach another student's unshared session by guessing", async () => {
    const author = await t.student({ balance: 2 });
    const { qid } = await finishedSession(author);
    const guesser = await t.student();
    await expectInvalid(guesser, `demo-${qid}`);
    await expectInvalid(null, `demo-${qid}`);
    for (let i = 0; i < 50; i++) await expectInvalid(i % 2 ? guesser : null, randomBytes(16).toString('base64url'));
    expect(await t.db.select().from(sharedSessionViews).where(eq(sharedSessionViews.viewerId, guesser.id))).toHaveLength(0);
  });

  it('revokes a code for good: its viewers lose their windows, a new share makes a new code', async () => {
    const author = await t.student({ balance: 2 });
    const { qid } = await finishedSession(author);
    const code = await sharedCode(author, qid);
    const viewer = await t.student();
    expect((await open(viewer, code)).statusCode).toBe(200);
    expect(await t.db.select().from(sharedSessionViews).where(eq(sharedSessionViews.code, code))).toHaveLength(1);

    const revoked = await del(author, `/api/questions/${qid}/shares`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await del(author, `/api/questions/${qid}/shares`)).json()).toEqual({ revoked: false });
    expect(await t.db.select().from(sharedSessionViews).where(eq(sharedSessionViews.code, code))).toHaveLength(0);
    for (const who of [null, viewer, author]) await expectInvalid(who, code);

    const renewed = await sharedCode(author, qid);
    expect(renewed).toMatch(RANDOM_CODE);
    expect(renewed).not.toBe(code);
    await expectInvalid(viewer, code);
    expect(sharedSessionSchema.parse((await open(viewer, renewed)).json()).viewer).toBe('viewer');
    const rows = await t.db.select().from(sharedSessions).where(eq(sharedSessions.qid, qid));
    expect(rows.map((r) => [r.code, r.revokedAt !== null])).toEqual(
      expect.arrayContaining([
        [code, true],
        [renewed, false],
      ]),
    );
  });

  it('shares sample sessions under their demo code, which guests and students may open', async () => {
    const student = await t.student();
    const res = await share(student, sampleQid);
    expect(res.json()).toEqual({ code: `demo-${sampleQid}`, url: `https://app.test/sessions/demo-${sampleQid}` });
    expect((await del(student, `/api/questions/${sampleQid}/shares`)).json()).toEqual({ revoked: false });
    const guest = sharedSessionSchema.parse((await open(null, `demo-${sampleQid}`)).json());
    expect(guest).toMatchObject({ code: `demo-${sampleQid}`, viewer: 'guest', preview: true });
    expect(guest.question.messages.length).toBeGreaterThan(0);
    expect(guest.question.messages.length).toBeLessThanOrEqual(2);
    const viewed = sharedSessionSchema.parse((await open(student, `demo-${sampleQid}`)).json());
    expect(viewed).toMatchObject({ viewer: 'viewer', status: 'NORMAL' });
    expect(viewed.expired_time).toBe(epochS(clock.now()) + SHARED_SESSION_VIEW_WINDOW_S);
  });

  it('declines on the page when the solver cannot solve or fails, never failing the page', async () => {
    const author = await t.student({ balance: 3 });
    for (const title of ['This is unsolvable, sorry', 'This one goes boom']) {
      const code = await sharedCode(author, (await finishedSession(author, { title })).qid);
      const res = await open(author, code);
      expect(res.statusCode).toBe(200);
      expect(sharedSessionSchema.parse(res.json()).solver).toEqual({
        ascii_math: null,
        wolfram: null,
        latex: null,
        steps: [],
        answer_latex: null,
        declined: true,
      });
    }
  });

  it('erases the shares of an erased account, the windows on them, and its own windows', async () => {
    const author = await t.student({ balance: 2 });
    const code = await sharedCode(author, (await finishedSession(author)).qid);
    const viewer = await t.student();
    expect((await open(viewer, code)).statusCode).toBe(200);
    const otherAuthor = await t.student({ balance: 2 });
    const otherCode = await sharedCode(otherAuthor, (await finishedSession(otherAuthor)).qid);
    expect((await open(author, otherCode)).statusCode).toBe(200);
    expect((await open(author, `demo-${sampleQid}`)).statusCode).toBe(200);

    expect((await post(author, '/api/data-deletion-requests')).statusCode).toBe(200);
    await t.app.timerService.runDue();
    expect(await t.db.select().from(sharedSessions).where(eq(sharedSessions.ownerId, author.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(sharedSessionViews)
        .where(or(eq(sharedSessionViews.code, code), eq(sharedSessionViews.viewerId, author.id))),
    ).toEqual([]);
    await expectInvalid(viewer, code);
    // Others' shares stay.
    expect(sharedSessionSchema.parse((await open(viewer, otherCode)).json()).viewer).toBe('viewer');
  });
});

describe('shared session settings', () => {
  const base = { NODE_ENV: 'test', PUSHER_APP_ID: 'a', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's' };

  it('reads the viewer window and the Wolfram|Alpha app id from the environment', () => {
    expect(loadConfig(base)).toMatchObject({ sharedSessionWindowS: SHARED_SESSION_VIEW_WINDOW_S, wolframAppId: null });
    expect(loadConfig({ ...base, SHARED_SESSION_WINDOW_S: '120', WOLFRAM_APP_ID: 'APP-1' })).toMatchObject({
      sharedSessionWindowS: 120,
      wolframAppId: 'APP-1',
    });
    expect(() => loadConfig({ ...base, SHARED_SESSION_WINDOW_S: '0' })).toThrow(/SHARED_SESSION_WINDOW_S/);
  });
});
