import {
  CHANNELS,
  ERRORS,
  FEATURES,
  FILE_SIZE_LIMIT_BYTES,
  OPEN_ASK_FLOW_STORE,
  writingInfoSchema,
  writingProblemSchema,
} from '@photostudy/contracts';
import { ledgerEntries, writingProblems } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineTestApp, TestAccount } from '../../testing/engine-test-app';
import {
  claimAndDeliver,
  createWritingTestApp,
  docFile,
  docxFile,
  fresh,
  linkFields,
  pngFile,
  submitWriting,
  writer,
  type WritingTestApp,
  writingStudent,
  zipWithoutDocument,
} from '../../testing/writing-fixtures';
import { LedgerService } from '../ledger/ledger.service';

const ledger = new LedgerService();

describe(`Writing submissions (${testDatabaseKind()})`, () => {
  let w: WritingTestApp;
  let t: EngineTestApp;
  let writerA: TestAccount;
  beforeAll(async () => {
    w = await createWritingTestApp();
    t = w.t;
    writerA = await writer(t);
  });
  afterAll(async () => t.close());

  const info = async (who: TestAccount) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/es/askers/me', headers: who.headers });
    expect(res.statusCode).toBe(200);
    return writingInfoSchema.parse(res.json());
  };
  const refused = (res: { statusCode: number; json(): unknown }) => {
    const body = res.json() as { code: unknown; message: string };
    return { status: res.statusCode, code: body.code, message: body.message };
  };

  it('stores a docx, debits one Writing credit in the same transaction, and tells every writer', async () => {
    const student = await writingStudent(t, { credits: 2 });
    expect(await info(student)).toEqual({
      credit_count: 2,
      weekly_limit: 3,
      weekly_used: 0,
      monthly_limit: 10,
      monthly_used: 0,
      blocked_by: null,
      question: null,
    });
    const res = await submitWriting(
      t.app,
      student,
      { description: '  My essay about climate.  ', email: 'Parent@Example.test' },
      {
        filename: 'essay.docx',
        data: await docxFile(['Climate change is real.']),
      },
    );
    expect(res.statusCode).toBe(200);
    const problem = writingProblemSchema.parse(res.json());
    expect(problem).toMatchObject({
      description: 'My essay about climate.',
      email: 'parent@example.test',
      source: 'file',
      file_name: 'essay.docx',
      url: null,
      state: 'waiting',
      created: 1_804_068_000,
      deadline: 1_804_068_000 + 48 * 3600,
      review: null,
      rating_point: 0,
    });
    // The ledger: one writing debit naming the problem, the balance down by one.
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, student.id), eq(ledgerEntries.reason, 'ask_debit')));
    expect(rows).toMatchObject([{ kind: 'writing', delta: -1, writingProblemId: problem.id, questionId: null }]);
    expect(await ledger.balance(t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 1 });
    // The document went through the file store, under its own folder.
    expect([...t.files.files.keys()].filter((k) => k.startsWith('writing/') && k.endsWith('.docx'))).toHaveLength(1);
    // The 48-hour deadline is a durable timer.
    const [timer] = await t.pendingTimers('writing.deadline', problem.id);
    expect(timer?.dueAt.toISOString()).toBe('2027-03-05T10:00:00.000Z');
    expect(t.publisher.on(CHANNELS.privateExpert(writerA.id), 'writingQueueChanged')).toContainEqual({ id: problem.id, state: 'waiting' });
    expect(await info(student)).toMatchObject({
      credit_count: 1,
      weekly_used: 1,
      monthly_used: 1,
      blocked_by: 'WRITING_IN_PROGRESS',
      question: problem,
    });
  });

  it('accepts a real .doc and a Google Docs link', async () => {
    const a = await writingStudent(t);
    const doc = await submitWriting(
      t.app,
      a,
      { description: 'An old Word file.' },
      { filename: 'old essay.doc', data: docFile('Once upon a time.') },
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ source: 'file', file_name: 'old essay.doc' });
    const b = await writingStudent(t);
    const link = await submitWriting(t.app, b, linkFields());
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({ source: 'url', url: linkFields().url, file_name: null, email: null });
    // JSON works for a link too.
    const c = await writingStudent(t);
    const json = await t.app.inject({ method: 'POST', url: '/api/es/askers/me/problems', headers: c.headers, payload: linkFields() });
    expect(json.statusCode).toBe(200);
  });

  it('checks the rules in order, each with its catalogued code and the spec text', async () => {
    const student = await writingStudent(t, { credits: 5 });
    const docx = { filename: 'essay.docx', data: await docxFile(['x']) };
    const send = (fields: Record<string, string>, file?: { filename: string; data: Buffer }) => submitWriting(t.app, student, fields, file);

    // Description: 1 to 225 characters after trimming, before anything else.
    for (const description of ['', '   ', 'x'.repeat(226)]) {
      const res = await send({ description, email: 'not-an-email' });
      expect(refused(res)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(res.json().fields).toHaveProperty('description');
    }
    // Email: optional, but a valid address.
    expect(refused(await send({ description: 'x'.repeat(225), email: 'not-an-email' }))).toEqual({
      status: 400,
      code: 'INVALID_EMAIL',
      message: 'Invalid email. Please try again.',
    });
    // Exactly one of file and link.
    const neither = refused(await send({ description: 'd', email: '' }));
    expect(neither).toEqual({ status: 400, code: 'WRITING_DOCUMENT_REQUIRED', message: ERRORS.WRITING_DOCUMENT_REQUIRED.message });
    expect(refused(await send(linkFields(), docx))).toMatchObject({ code: 'WRITING_DOCUMENT_REQUIRED' });
    // The link: a Google Docs document address.
    for (const url of ['https://docs.google.com/spreadsheets/d/1AbC', 'https://example.test/document/d/1', 'not a url'])
      expect(refused(await send(linkFields({ url })))).toEqual({
        status: 400,
        code: 'INVALID_GOOGLE_DOCS_LINK',
        message: 'Invalid Google Docs link.',
      });
    // The file: at most 10 MB (the catalogued code, never a bare 413), then its content.
    const big = Buffer.concat([await docxFile(['big']), Buffer.alloc(FILE_SIZE_LIMIT_BYTES)]);
    expect(refused(await send({ description: 'd' }, { filename: 'big.docx', data: big }))).toEqual({
      status: 413,
      code: 'WRITING_FILE_TOO_LARGE',
      message: 'The attached file is too large and cannot be uploaded. Maximum file size is 10MB.',
    });
    const typeRefusal = { status: 415, code: 'WRITING_FILE_TYPE', message: 'Please use one of following file types: doc, docx.' };
    expect(refused(await send({ description: 'd' }, { filename: 'essay.docx', data: await pngFile() }))).toEqual(typeRefusal);
    expect(refused(await send({ description: 'd' }, { filename: 'essay.docx', data: await zipWithoutDocument() }))).toEqual(typeRefusal);
    expect(refused(await send({ description: 'd' }, { filename: 'essay.doc', data: Buffer.from('plain text') }))).toEqual(typeRefusal);
    // Nothing was stored or debited by any refusal.
    expect(await ledger.balance(t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 5 });
    expect(await t.db.select().from(writingProblems).where(eq(writingProblems.studentId, student.id))).toEqual([]);

    // One open problem at a time: the ongoing-writing text.
    expect((await send({ description: 'first' }, docx)).statusCode).toBe(200);
    const again = await send({ description: 'second' }, docx);
    expect(refused(again)).toEqual({ status: 409, code: 'SESSION_IN_PROGRESS', message: ERRORS.WRITING_IN_PROGRESS.message });
    expect(again.json()).toMatchObject({ title: 'Ongoing session', open_problem_id: expect.any(Number) });
  });

  it('answers out of balance with the store action, and the COPPA variant for User-ID accounts', async () => {
    const broke = await writingStudent(t, { credits: 0 });
    expect((await info(broke)).blocked_by).toBe('OUT_OF_BALANCE');
    const res = await submitWriting(t.app, broke, linkFields());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 30400, action: OPEN_ASK_FLOW_STORE, title: 'Out of Writing credits' });
    const child = await writingStudent(t, { credits: 0, authType: 'user_id' });
    const coppa = await submitWriting(t.app, child, linkFields());
    expect(coppa.statusCode).toBe(402);
    expect(coppa.json()).toMatchObject({ code: 30402 });
    expect(coppa.json()).not.toHaveProperty('action');
  });

  it('refuses an alternative email for a User-ID (child) account: PRIVACY_SETTINGS_INCORRECT', async () => {
    const child = await writingStudent(t, { authType: 'user_id' });
    const res = await submitWriting(t.app, child, linkFields({ email: 'someone@example.test' }));
    expect(refused(res)).toEqual({
      status: 400,
      code: 'PRIVACY_SETTINGS_INCORRECT',
      message: 'User ID accounts cannot send the review to another email address.',
    });
    // Without one the child submits; the review is read in My Sessions.
    expect((await submitWriting(t.app, child, linkFields())).statusCode).toBe(200);
  });

  it('speaks the interface language (Accept-Language)', async () => {
    const student = await writingStudent(t, { credits: 0 });
    const es = { ...student, headers: { ...student.headers, 'accept-language': 'es-MX,es;q=0.9' } };
    expect((await submitWriting(t.app, es, linkFields())).json()).toMatchObject({
      code: 30400,
      title: 'Sin créditos de Writing',
      message: 'No te quedan créditos de Writing. Visita la tienda para conseguir más.',
      action_text: 'Ir a la tienda',
    });
    const open = await writingStudent(t);
    expect((await submitWriting(t.app, open, linkFields())).statusCode).toBe(200);
    const again = await submitWriting(t.app, { ...open, headers: { ...open.headers, 'accept-language': 'es' } }, linkFields());
    expect(again.json()).toMatchObject({
      code: 'SESSION_IN_PROGRESS',
      title: 'Sesión en curso',
      message: expect.stringContaining('Solo puedes enviar un problema de Writing'),
    });
  });

  it('lets only students with the Writing feature in', async () => {
    const stemOnly = await writingStudent(t, { features: [FEATURES.STEM_SUBJECT] });
    expect(refused(await t.app.inject({ method: 'GET', url: '/api/es/askers/me', headers: stemOnly.headers }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(refused(await submitWriting(t.app, stemOnly, linkFields()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refused(await submitWriting(t.app, writerA, linkFields()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refused(await submitWriting(t.app, null, linkFields()))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('gives one problem and one debit to two submissions racing on one credit', async () => {
    const student = await writingStudent(t, { credits: 1 });
    const results = await Promise.all([submitWriting(t.app, student, linkFields()), submitWriting(t.app, student, linkFields())]);
    // The loser hears whichever rule it met first: the open problem, or (read before the lock) the spent credit.
    const [winner, loser] = [...results].sort((a, b) => a.statusCode - b.statusCode);
    expect(winner?.statusCode).toBe(200);
    expect(['SESSION_IN_PROGRESS', 30400]).toContain(loser?.json().code);
    expect(await t.db.select().from(writingProblems).where(eq(writingProblems.studentId, student.id))).toHaveLength(1);
    expect(await ledger.balance(t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 0 });
  });

  it('lists my problems for My Sessions, newest first, 20 a page', async () => {
    const student = await writingStudent(t, { credits: 30 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await submitWriting(t.app, student, linkFields({ description: `essay ${i}` }));
      ids.push(res.json().id as number);
      await claimAndDeliver(t.app, writerA, ids[i]!);
      w.clock.advance(60);
    }
    const me = await fresh(t, student);
    const page = await t.app.inject({ method: 'GET', url: '/api/es/askers/me/problems?page=1', headers: me.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().has_more).toBe(false);
    expect(page.json().problems.map((p: { id: number }) => p.id)).toEqual([...ids].reverse());
    expect(page.json().problems[0]).toMatchObject({
      state: 'delivered',
      review: { file_name: 'review.docx', comment: expect.any(String) },
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/es/askers/me/problems?page=2', headers: me.headers });
    expect(none.json()).toEqual({ problems: [], has_more: false });
    const other = await writingStudent(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/es/askers/me/problems', headers: other.headers })).json()).toEqual({
      problems: [],
      has_more: false,
    });
  });
});

describe(`Writing limits across a week and a month (${testDatabaseKind()})`, () => {
  it('allows 3 a week: the 4th is refused until Monday 00:00 UTC', async () => {
    const { t, clock } = await createWritingTestApp();
    try {
      const by = await writer(t);
      let student = await writingStudent(t, { credits: 10 });
      for (let i = 0; i < 3; i++) {
        const res = await submitWriting(t.app, student, linkFields());
        expect(res.statusCode).toBe(200);
        await claimAndDeliver(t.app, by, res.json().id);
      }
      const fourth = await submitWriting(t.app, student, linkFields());
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({
        code: 'WEEKLY_LIMITATION',
        title: 'Weekly limit reached',
        message:
          "Oops! You've reached your weekly limit for Writing problems. You can continue to submit problems for other available subjects.",
        limit: 3,
        resets_at: Date.parse('2027-03-08T00:00:00Z') / 1000,
      });
      // Sunday 23:59:59 UTC: still this week.
      clock.advance((Date.parse('2027-03-07T23:59:59Z') - clock.now().getTime()) / 1000);
      student = await fresh(t, student);
      const info = await t.app.inject({ method: 'GET', url: '/api/es/askers/me', headers: student.headers });
      expect(info.json()).toMatchObject({ weekly_used: 3, weekly_limit: 3, blocked_by: 'WEEKLY_LIMITATION' });
      expect((await submitWriting(t.app, student, linkFields())).json().code).toBe('WEEKLY_LIMITATION');
      // Monday 00:00:00 UTC: a new week.
      clock.advance(1);
      const monday = await submitWriting(t.app, student, linkFields());
      expect(monday.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/es/askers/me', headers: student.headers })).json()).toMatchObject({
        weekly_used: 1,
        monthly_used: 4,
        blocked_by: 'WRITING_IN_PROGRESS',
      });
    } finally {
      await t.close();
    }
  });

  it('allows the monthly limit per calendar month (UTC), overridable by the environment', async () => {
    const { t, clock } = await createWritingTestApp(
      { WRITING_WEEKLY_LIMIT: '10', WRITING_MONTHLY_LIMIT: '2' },
      new Date('2027-03-31T10:00:00Z'),
    );
    try {
      const by = await writer(t);
      let student = await writingStudent(t, { credits: 10 });
      for (let i = 0; i < 2; i++) await claimAndDeliver(t.app, by, (await submitWriting(t.app, student, linkFields())).json().id);
      const third = await submitWriting(t.app, student, linkFields());
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({
        code: 'MONTHLY_LIMITATION',
        title: 'Monthly limit reached',
        message: 'Monthly limit reached',
        limit: 2,
        resets_at: Date.parse('2027-04-01T00:00:00Z') / 1000,
      });
      clock.advance((Date.parse('2027-04-01T00:00:00Z') - clock.now().getTime()) / 1000);
      student = await fresh(t, student);
      expect((await submitWriting(t.app, student, linkFields())).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/es/askers/me', headers: student.headers })).json()).toMatchObject({
        weekly_limit: 10,
        weekly_used: 3,
        monthly_limit: 2,
        monthly_used: 1,
      });
    } finally {
      await t.close();
    }
  });
});
