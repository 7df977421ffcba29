import {
  adminExpertListSchema,
  adminExpertSchema,
  adminStudentDetailSchema,
  adminStudentListSchema,
  expertProfileAnswerSchema,
  expertQueueSchema,
  flaggedSessionListSchema,
  ledgerAdjustAnswerSchema,
  moderationEventListSchema,
  statusBundleSchema,
} from '@photostudy/contracts';
import { accounts, ledgerEntries } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askFields, createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';

describe(`admin API (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createEngineTestApp();
    admin = await t.admin();
  });
  afterAll(async () => t.close());

  const req = (who: TestAccount | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const ask = (student: TestAccount, subjectId: number, title?: string) =>
    t.ask(student, askFields({ subject_id: subjectId, ...(title ? { title } : {}) }));
  const balanceOf = async (who: TestAccount) => statusBundleSchema.parse((await req(who, 'GET', '/api/status-updates')).json()).balance;

  describe('experts', () => {
    const newExpert = { email: 'New.Chemist@Test.test', name: 'Nora Chemist', password: 'chem-pass-1', subject_ids: [5] };

    it('creates an expert with subjects, who signs in and sees only those subjects in the profile and the queue', async () => {
      const res = await req(admin, 'POST', '/api/admin/experts', newExpert);
      expect(res.statusCode, res.body).toBe(200);
      const created = adminExpertSchema.parse(res.json());
      expect(created).toMatchObject({
        email: 'new.chemist@test.test',
        name: 'Nora Chemist',
        subjects: [{ tid: 5, title: 'Chemistry' }],
        rating_average: null,
      });
      const list = adminExpertListSchema.parse((await req(admin, 'GET', '/api/admin/experts')).json()).experts;
      expect(list[0]).toEqual(created);
      expect(list.some((e) => e.subjects.length > 1)).toBe(true); // the seeded demo experts are listed too

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/preset-logins',
        payload: { type: 'preset', device_id: 'admin-test', email: 'new.chemist@test.test', password: 'chem-pass-1' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const chemist = { id: created.uid, headers: { authorization: `Bearer ${login.json().access_token as string}` } };
      const profile = expertProfileAnswerSchema.parse((await req(chemist, 'GET', '/api/expert/profile')).json());
      expect(profile).toEqual({
        uid: created.uid,
        email: 'new.chemist@test.test',
        name: 'Nora Chemist',
        subjects: [{ tid: 5, title: 'Chemistry' }],
      });
      const chem = await ask(await t.student(), 5);
      await ask(await t.student(), 6);
      const queue = expertQueueSchema.parse((await req(chemist, 'GET', '/api/expert/queue')).json()).questions;
      expect(queue.map((q) => q.qid)).toEqual([chem]);
    });

    it('refuses a taken email (any case), a short password, no subjects and unknown subjects, writing nothing', async () => {
      const before = (await t.db.select({ id: accounts.id }).from(accounts)).length;
      const taken = await req(admin, 'POST', '/api/admin/experts', { ...newExpert, email: 'NEW.CHEMIST@test.test' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
      const seeded = await req(admin, 'POST', '/api/admin/experts', { ...newExpert, email: 'preset@demo.test' });
      expect(seeded.json().code).toBe('EMAIL_TAKEN');
      for (const bad of [{ password: 'short' }, { subject_ids: [] }, { email: 'not-an-email' }, { name: '  ' }]) {
        const res = await req(admin, 'POST', '/api/admin/experts', { ...newExpert, email: 'other@test.test', ...bad });
        expect({ bad, status: res.statusCode, code: res.json().code }).toEqual({ bad, status: 400, code: 'VALIDATION_FAILED' });
      }
      const unknown = await req(admin, 'POST', '/api/admin/experts', { ...newExpert, email: 'other@test.test', subject_ids: [5, 999] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('UNKNOWN_SUBJECT');
      expect((await t.db.select({ id: accounts.id }).from(accounts)).length).toBe(before);
      expect(await t.db.select().from(accounts).where(eq(accounts.email, 'other@test.test'))).toEqual([]);
    });

    it('creates preset and User-ID accounts, one or from CSV, through the admin route', async () => {
      const one = await req(admin, 'POST', '/api/admin/preset-accounts', {
        accounts: [{ email: 'one@test.test', password: 'one-pass-1', sessions: 2 }],
      });
      expect(one.statusCode, one.body).toBe(200);
      const csv = await req(admin, 'POST', '/api/admin/preset-accounts', { csv: 'id,password,sessions\nkid-admin-1,kid-pass-1,3\n' });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.json().created[0]).toMatchObject({ id: 'kid-admin-1', email: null });
      const bad = await req(admin, 'POST', '/api/admin/preset-accounts', { csv: 'email,password\nnope,x\nok@test.test,long-enough-1\n' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields as object).some((k) => k.startsWith('row.1'))).toBe(true);
      expect(await t.db.select().from(accounts).where(eq(accounts.email, 'ok@test.test'))).toEqual([]);
    });
  });

  describe('students and the ledger', () => {
    it('looks students up by email start, User ID and uid, never other roles', async () => {
      const student = await t.student({ balance: 4 });
      const [row] = await t.db.select().from(accounts).where(eq(accounts.id, student.id));
      const byEmail = adminStudentListSchema.parse(
        (await req(admin, 'GET', `/api/admin/students?query=${encodeURIComponent(row!.email!.slice(0, 8).toUpperCase())}`)).json(),
      );
      expect(byEmail.students.map((s) => s.uid)).toContain(student.id);
      expect(byEmail.students.find((s) => s.uid === student.id)?.balance).toEqual({ session_count: 4, credit_count: 0 });
      const byId = adminStudentListSchema.parse((await req(admin, 'GET', '/api/admin/students?query=kid-demo-1')).json());
      expect(byId.students).toHaveLength(1);
      expect(byId.students[0]?.id).toBe('kid-demo-1');
      const byUid = adminStudentListSchema.parse((await req(admin, 'GET', `/api/admin/students?query=${student.id}`)).json());
      expect(byUid.students.map((s) => s.uid)).toEqual([student.id]);
      expect(adminStudentListSchema.parse((await req(admin, 'GET', '/api/admin/students?query=expert@demo.test')).json()).students).toEqual(
        [],
      );
      expect(adminStudentListSchema.parse((await req(admin, 'GET', '/api/admin/students?query=%25')).json()).students).toEqual([]);
      expect((await req(admin, 'GET', '/api/admin/students?query=')).statusCode).toBe(400);
    });

    it('grants and removes sessions with a reason; the status bundle shows the new balance; the ledger lists newest first', async () => {
      const student = await t.student({ balance: 1 });
      const granted = await req(admin, 'POST', `/api/admin/students/${student.id}/ledger`, {
        kind: 'session',
        amount: 3,
        reason: 'Goodwill',
      });
      expect(granted.statusCode, granted.body).toBe(200);
      expect(ledgerAdjustAnswerSchema.parse(granted.json())).toMatchObject({
        balance: { session_count: 4, credit_count: 0 },
        entry: { delta: 3, reason: 'grant', note: 'Goodwill', actor_id: admin.id },
      });
      expect(await balanceOf(student)).toEqual({ session_count: 4, credit_count: 0 });
      const removed = await req(admin, 'POST', `/api/admin/students/${student.id}/ledger`, {
        kind: 'session',
        amount: -2,
        reason: 'Duplicate grant',
      });
      expect(removed.json().balance).toEqual({ session_count: 2, credit_count: 0 });
      const writing = await req(admin, 'POST', `/api/admin/students/${student.id}/ledger`, {
        kind: 'writing',
        amount: 2,
        reason: 'Essay help',
      });
      expect(writing.json().balance).toEqual({ session_count: 2, credit_count: 2 });
      expect(await balanceOf(student)).toEqual({ session_count: 2, credit_count: 2 });

      const detail = adminStudentDetailSchema.parse((await req(admin, 'GET', `/api/admin/students/${student.id}`)).json());
      expect(detail.balance).toEqual({ session_count: 2, credit_count: 2 });
      expect(detail.entries.map((e) => [e.kind, e.delta, e.reason])).toEqual([
        ['writing', 2, 'grant'],
        ['session', -2, 'revoke'],
        ['session', 3, 'grant'],
        ['session', 1, 'grant'],
      ]);
    });

    it('refuses a removal below zero, a zero amount, a missing reason and unknown students, writing nothing', async () => {
      const student = await t.student({ balance: 2 });
      const rows = async () => (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, student.id))).length;
      const tooMuch = await req(admin, 'POST', `/api/admin/students/${student.id}/ledger`, {
        kind: 'session',
        amount: -3,
        reason: 'Too much',
      });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().code).toBe('BALANCE_TOO_LOW');
      const noCredits = await req(admin, 'POST', `/api/admin/students/${student.id}/ledger`, {
        kind: 'writing',
        amount: -1,
        reason: 'None there',
      });
      expect(noCredits.json().code).toBe('BALANCE_TOO_LOW');
      for (const bad of [{ amount: 0 }, { reason: '   ' }, { amount: 1.5 }, { kind: 'gold' }, { amount: 100_000 }]) {
        const res = await req(admin, 'POST', `/api/admin/students/${student.id}/ledger`, {
          kind: 'session',
          amount: 1,
          reason: 'Fine',
          ...bad,
        });
        expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      }
      expect(await rows()).toBe(1);
      expect(await balanceOf(student)).toEqual({ session_count: 2, credit_count: 0 });

      const expert = await t.expert();
      for (const uid of [expert.id, admin.id, 999_999]) {
        expect((await req(admin, 'GET', `/api/admin/students/${uid}`)).statusCode).toBe(404);
        const res = await req(admin, 'POST', `/api/admin/students/${uid}/ledger`, { kind: 'session', amount: 1, reason: 'Nope' });
        expect(res.statusCode).toBe(404);
      }
      expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, expert.id))).toEqual([]);
    });
  });

  describe('maintenance', () => {
    it('switches maintenance with the admin token, and keeps the admin routes answering while it is on', async () => {
      const student = await t.student();
      expect((await req(admin, 'GET', '/api/admin/maintenance')).json()).toEqual({ on: false });
      const on = await req(admin, 'PUT', '/api/admin/maintenance', { on: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ on: true });
      const blocked = await req(student, 'GET', '/api/status-updates');
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().code).toBe('MAINTENANCE');
      expect((await req(admin, 'GET', '/api/admin/maintenance')).json()).toMatchObject({ on: true });
      expect((await req(admin, 'GET', '/api/admin/experts')).statusCode).toBe(200);
      // Open during maintenance does not mean open to everyone.
      expect((await req(student, 'PUT', '/api/admin/maintenance', { on: false })).statusCode).toBe(403);
      expect((await req(null, 'GET', '/api/admin/maintenance')).statusCode).toBe(401);
      const off = await req(admin, 'PUT', '/api/admin/maintenance', { on: false });
      expect(off.json()).toEqual({ on: false });
      expect((await req(student, 'GET', '/api/status-updates')).statusCode).toBe(200);
      expect((await req(admin, 'PUT', '/api/admin/maintenance', { on: 'yes' })).statusCode).toBe(400);
    });
  });

  describe('moderation', () => {
    it('lists student and expert flags and masked contact details, newest first, and the admin reads their threads', async () => {
      const expert = await t.expert({ subjectIds: [3], name: 'Flag Expert' });
      const student = await t.student({ balance: 2 });
      const first = await ask(student, 3, 'Email me at someone@example.com about sin(x) identities please');
      expect((await req(expert, 'POST', `/api/expert/questions/${first}/claims`)).statusCode).toBe(200);
      await req(expert, 'POST', `/api/expert/questions/${first}/starts`);
      await req(expert, 'POST', `/api/expert/questions/${first}/messages`, { body: 'Call me on +1 415 555 0100 later' });
      expect((await req(student, 'POST', `/api/questions/${first}/flags`, { reason: 'Rude expert' })).statusCode).toBe(200);
      const second = await ask(student, 3);
      await req(expert, 'POST', `/api/expert/questions/${second}/claims`);
      expect((await req(expert, 'POST', `/api/expert/questions/${second}/flags`, { reason: 'Not a real question' })).statusCode).toBe(200);

      const flags = flaggedSessionListSchema.parse((await req(admin, 'GET', '/api/admin/flagged-sessions')).json()).flags;
      expect(flags.slice(0, 2).map((f) => [f.qid, f.by_role, f.reason])).toEqual([
        [second, 'expert', 'Not a real question'],
        [first, 'student', 'Rude expert'],
      ]);
      expect(flags[0]).toMatchObject({
        subject_title: 'Trigonometry',
        student: { uid: student.id, role: 'student' },
        expert: { uid: expert.id, name: 'Flag Expert' },
      });
      expect(flags[1]?.expert?.uid).toBe(expert.id);

      const events = moderationEventListSchema.parse((await req(admin, 'GET', '/api/admin/moderation-events')).json()).events;
      const mine = events.filter((e) => e.qid === first);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine[0]).toMatchObject({ field: 'message', account: { uid: expert.id } });
      expect(mine.some((e) => e.field === 'title' && e.excerpt.includes('someone@example.com'))).toBe(true);

      const thread = await req(admin, 'GET', `/api/questions/${first}`);
      expect(thread.statusCode).toBe(200);
      expect(thread.json().messages.length).toBeGreaterThan(0);
    });
  });
});
