import {
  CHANNELS,
  SHEET_OPS_INLINE_MAX_CHARS,
  SHEET_OPS_PER_BATCH_MAX,
  sheetOperationsAddedSchema,
  sheetStateSchema,
} from '@photostudy/contracts';
import { sheetOperations } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { budgetWorkbook } from '@photostudy/workbook/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askFields, createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';
import { TIMER_KINDS } from '../questions/engine-context';

/** Finance allows spreadsheets. */
const SHEET_SUBJECT = 10;

describe(`live spreadsheet sessions (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let xlsx: Buffer;
  beforeAll(async () => {
    t = await createEngineTestApp();
    xlsx = Buffer.from(await budgetWorkbook());
  });
  afterAll(async () => t.close());

  const post = (who: TestAccount, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const get = (who: TestAccount, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const askWithSheet = (student: TestAccount) =>
    t.ask(student, askFields({ subject_id: SHEET_SUBJECT }), [{ field: 'sheet_file', filename: 'budget.xlsx', data: xlsx }]);
  const op = (value: unknown, path: (string | number)[] = ['data', 0, 0]) => ({ op: 'replace', id: 'sheet-1', path, value });
  let batchCounter = 0;
  const send = (who: TestAccount, qid: number, ops: unknown[] = [op({ v: 1 })], clientBatchId = `batch-${++batchCounter}`) =>
    post(who, `/api/sheets/${qid}/operations`, { client_batch_id: clientBatchId, ops_json: JSON.stringify(ops) });
  const state = async (who: TestAccount, qid: number, after?: number) => {
    const res = await get(who, `/api/sheets/${qid}${after === undefined ? '' : `?after=${after}`}`);
    expect(res.statusCode, res.body).toBe(200);
    return sheetStateSchema.parse(res.json());
  };

  /** A question with a sheet, claimed by an expert of its subject (and started unless told otherwise). */
  async function session(options: { start?: boolean } = {}) {
    const student = await t.student();
    const expert = await t.expert({ subjectIds: [SHEET_SUBJECT] });
    const qid = await askWithSheet(student);
    expect((await post(expert, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    if (options.start !== false) expect((await post(expert, `/api/expert/questions/${qid}/starts`)).statusCode).toBe(200);
    return { student, expert, qid };
  }

  it('orders concurrent writers: distinct consecutive seqs, every batch once, in the order they were stored', async () => {
    const { student, expert, qid } = await session();
    const writes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(i % 2 ? expert : student, qid, [op({ v: i })], `race-${qid}-${i}`)),
    );
    expect(writes.map((w) => w.statusCode)).toEqual(Array(12).fill(200));
    const seqs = writes.map((w) => w.json().seq as number);
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const rows = await t.db.select().from(sheetOperations).where(eq(sheetOperations.qid, qid));
    expect(rows).toHaveLength(12);
    // Each write's seq is the one its batch was stored under.
    for (let i = 0; i < 12; i++)
      expect(rows.find((r) => r.clientBatchId === `race-${qid}-${i}`)).toMatchObject({
        seq: seqs[i],
        authorId: i % 2 ? expert.id : student.id,
      });
    expect((await state(student, qid)).version).toBe(12);
  });

  it('stores a retried batch once and answers its seq again, even after the session ended', async () => {
    const { student, expert, qid } = await session();
    const first = await send(student, qid, [op({ v: 'a' })], 'retry-me');
    const again = await send(student, qid, [op({ v: 'a' })], 'retry-me');
    const racing = await Promise.all([send(expert, qid, [op({ v: 'b' })], 'twice'), send(expert, qid, [op({ v: 'b' })], 'twice')]);
    expect([first.json(), again.json()]).toEqual([{ seq: 1 }, { seq: 1 }]);
    expect(racing.map((r) => r.json())).toEqual([{ seq: 2 }, { seq: 2 }]);
    // Someone else's id is not theirs to retry.
    expect((await send(expert, qid, [op({ v: 'c' })], 'retry-me')).json().code).toBe('CONFLICT');
    expect((await post(expert, `/api/expert/questions/${qid}/ends`)).statusCode).toBe(200);
    expect((await send(student, qid, [op({ v: 'a' })], 'retry-me')).json()).toEqual({ seq: 1 });
    expect(await t.db.select().from(sheetOperations).where(eq(sheetOperations.qid, qid))).toHaveLength(2);
  });

  it('rebuilds: the workbook as uploaded and every batch in seq order; `after` gives only the tail', async () => {
    const { student, expert, qid } = await session();
    for (let i = 1; i <= 5; i++) expect((await send(i % 2 ? student : expert, qid, [op({ v: i }, ['data', i, 0])])).statusCode).toBe(200);
    const whole = await state(expert, qid);
    expect(whole).toMatchObject({ qid, source: 'upload', file_name: 'budget.xlsx', sheet_url: null, version: 5, is_ready: true });
    const workbook = JSON.parse(whole.workbook_json ?? 'null');
    expect(workbook.map((s: { name: string }) => s.name)).toEqual(['Budget', 'Notes']);
    expect(workbook[0].celldata).toContainEqual({ r: 3, c: 0, v: { v: 60, m: '60', f: '=SUM(A1:A3)', ct: { fa: 'General', t: 'n' } } });
    expect(whole.operations.map((b) => b.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(whole.operations.map((b) => b.author_uid)).toEqual([student.id, expert.id, student.id, expert.id, student.id]);
    expect(JSON.parse(whole.operations[2]!.ops_json)).toEqual([op({ v: 3 }, ['data', 3, 0])]);
    const tail = await state(student, qid, 3);
    expect(tail).toMatchObject({ workbook_json: null, version: 5 });
    expect(tail.operations.map((b) => b.seq)).toEqual([4, 5]);
    expect((await state(student, qid, 5)).operations).toEqual([]);
  });

  it('publishes each stored batch on the student presence channel, inline up to the limit and null above it', async () => {
    const { student, expert, qid } = await session();
    const channel = CHANNELS.presenceStudent(student.id);
    const small = [op({ v: 'small' })];
    expect((await send(expert, qid, small, 'small-one')).statusCode).toBe(200);
    const big = Array.from({ length: 40 }, (_, i) => op({ v: 'x'.repeat(250), m: String(i) }, ['data', i, 1]));
    expect(JSON.stringify(big).length).toBeGreaterThan(SHEET_OPS_INLINE_MAX_CHARS);
    expect((await send(student, qid, big, 'big-one')).statusCode).toBe(200);
    const events = t.publisher.on(channel, 'sheetOperationsAdded').map((e) => sheetOperationsAddedSchema.parse(e));
    expect(events.filter((e) => e.qid === qid)).toEqual([
      { qid, seq: 1, author_uid: expert.id, client_batch_id: 'small-one', ops_json: JSON.stringify(small), created: expect.any(Number) },
      { qid, seq: 2, author_uid: student.id, client_batch_id: 'big-one', ops_json: null, created: expect.any(Number) },
    ]);
    // A retry publishes nothing new.
    await send(expert, qid, small, 'small-one');
    expect(t.publisher.on(channel, 'sheetOperationsAdded')).toHaveLength(events.length);
  });

  it('checks the operations: JSON, an array of 1 to the maximum of operations, known ops, short paths, storable text', async () => {
    const { student, qid } = await session();
    const raw = (opsJson: string, clientBatchId = 'bad') =>
      post(student, `/api/sheets/${qid}/operations`, { client_batch_id: clientBatchId, ops_json: opsJson });
    const tooMany = Array.from({ length: SHEET_OPS_PER_BATCH_MAX + 1 }, () => op(1));
    for (const bad of [
      '{not json',
      '{"op":"replace","path":[]}',
      '[]',
      JSON.stringify([{ op: 'explode', path: [] }]),
      JSON.stringify([{ op: 'replace', path: [{}] }]),
      JSON.stringify([{ op: 'replace', path: Array(13).fill(0) }]),
      JSON.stringify([{ op: 'replace', path: [], extra: true }]),
      JSON.stringify(tooMany),
      JSON.stringify([op('nul \u0000 inside')]),
      JSON.stringify([op('\ud800 alone')]),
      JSON.stringify([op(JSON.parse('['.repeat(40) + ']'.repeat(40)))]),
    ]) {
      const res = await raw(bad);
      expect(res.statusCode, bad.slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { ops_json: expect.any(String) } });
    }
    expect((await raw('x', '')).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { client_batch_id: expect.any(String) } });
    expect(await t.db.select().from(sheetOperations).where(eq(sheetOperations.qid, qid))).toEqual([]);
    // Every operation kind of the component passes, with emoji and any value.
    const kinds = ['replace', 'remove', 'add', 'insertRowCol', 'deleteRowCol', 'addSheet', 'deleteSheet'];
    const res = await raw(
      JSON.stringify(kinds.map((kind) => ({ op: kind, path: ['data', 1], value: { v: '📈 ok', n: [1, null] } }))),
      'kinds',
    );
    expect(res.json()).toEqual({ seq: 1 });
  });

  describe('who may read and write', () => {
    it('refuses another student and an expert who does not hold the question, for reading and writing', async () => {
      const { qid } = await session();
      const strangers = [await t.student(), await t.expert({ subjectIds: [SHEET_SUBJECT] })];
      for (const stranger of strangers) {
        expect((await get(stranger, `/api/sheets/${qid}`)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
        const write = await send(stranger, qid);
        expect(write.statusCode).toBe(404);
        expect(write.json().code).toBe('SESSION_NOT_FOUND');
      }
      expect((await get(strangers[0]!, '/api/sheets/999999')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/sheets/${qid}` })).statusCode).toBe(401);
    });

    it('lets an admin read, not write; a question without a sheet has none', async () => {
      const { qid } = await session();
      const admin = await t.admin();
      expect(await state(admin, qid)).toMatchObject({ is_editable: false, is_ready: true });
      expect((await send(admin, qid)).json()).toMatchObject({ code: 'FORBIDDEN' });
      const student = await t.student();
      const plain = await t.ask(student);
      const res = await get(student, `/api/sheets/${plain}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SHEET_NOT_FOUND');
    });

    it('lets the expert write from the claim, the student only once the discussion runs, and nobody after the end', async () => {
      const { student, expert, qid } = await session({ start: false });
      expect(await state(student, qid)).toMatchObject({ is_ready: true, is_editable: false });
      expect(await state(expert, qid)).toMatchObject({ is_ready: true, is_editable: true });
      const early = await send(student, qid);
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('SHEET_READ_ONLY');
      expect((await send(expert, qid)).json()).toEqual({ seq: 1 });

      expect((await post(expert, `/api/expert/questions/${qid}/starts`)).statusCode).toBe(200);
      expect((await state(student, qid)).is_editable).toBe(true);
      expect((await send(student, qid)).json()).toEqual({ seq: 2 });

      expect((await post(student, `/api/questions/${qid}/ends`)).statusCode).toBe(200);
      for (const who of [student, expert]) {
        const late = await send(who, qid);
        expect(late.statusCode).toBe(409);
        expect(late.json().code).toBe('SHEET_READ_ONLY');
        // Still readable after the end, by both.
        expect(await state(who, qid)).toMatchObject({ version: 2, is_editable: false, is_ready: true });
      }
    });
  });

  describe('permission events and readiness', () => {
    const permissionEvents = (student: TestAccount, qid: number) =>
      t.publisher.sent
        .filter(
          (s) =>
            s.channels.includes(CHANNELS.privateStudent(student.id)) &&
            (s.event === 'spreadsheetPermissionUpdated' || s.event === 'spreadsheetPermissionUpdating') &&
            (s.data as { qid: number }).qid === qid,
        )
        .map((s) => s.event);
    const isSheetReady = async (student: TestAccount, qid: number) =>
      (await get(student, `/api/questions/${qid}`)).json().is_sheet_ready as boolean;

    it('tells the student when an expert gets the sheet (claim) and loses it (give-back, claim window run out)', async () => {
      const student = await t.student();
      const [first, second] = [await t.expert({ subjectIds: [SHEET_SUBJECT] }), await t.expert({ subjectIds: [SHEET_SUBJECT] })];
      const qid = await askWithSheet(student);
      expect(await isSheetReady(student, qid)).toBe(false);
      expect((await state(student, qid)).is_ready).toBe(false);

      await post(first, `/api/expert/questions/${qid}/claims`);
      expect(await isSheetReady(student, qid)).toBe(true);
      expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'spreadsheetPermissionUpdated')).toContainEqual({
        qid,
        timestamp: expect.any(Number),
      });
      await send(first, qid);
      await post(first, `/api/expert/questions/${qid}/rejects`);
      expect(await isSheetReady(student, qid)).toBe(false);
      // The expert who gave it back no longer reads it.
      expect((await get(first, `/api/sheets/${qid}`)).statusCode).toBe(404);

      await post(second, `/api/expert/questions/${qid}/claims`);
      expect(await t.fire(TIMER_KINDS.claimWindow, qid)).toBeGreaterThanOrEqual(1);
      expect(await isSheetReady(student, qid)).toBe(false);
      expect(permissionEvents(student, qid)).toEqual([
        'spreadsheetPermissionUpdated',
        'spreadsheetPermissionUpdating',
        'spreadsheetPermissionUpdated',
        'spreadsheetPermissionUpdating',
      ]);
      // The sheet keeps what the first expert wrote for the next one.
      expect((await state(student, qid)).version).toBe(1);
    });

    it('sends no permission event for a question without a sheet', async () => {
      const student = await t.student();
      const expert = await t.expert({ subjectIds: [SHEET_SUBJECT] });
      const qid = await t.ask(student, askFields({ subject_id: SHEET_SUBJECT }));
      await post(expert, `/api/expert/questions/${qid}/claims`);
      await post(expert, `/api/expert/questions/${qid}/rejects`);
      expect(permissionEvents(student, qid)).toEqual([]);
      expect(await isSheetReady(student, qid)).toBe(false);
    });

    it('gives a free repost the sheet as uploaded, waiting for a new expert', async () => {
      const { student, expert, qid } = await session();
      await send(student, qid, [op({ v: 'edited' })]);
      await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'Here is the answer.' });
      await post(student, `/api/questions/${qid}/ends`);
      expect((await post(student, `/api/questions/${qid}/rates`, { stage: 'rating', point: 2 })).json()).toEqual({ can_repost: true });
      const reposted = await post(student, `/api/questions/${qid}/reposts`, { qid });
      expect(reposted.statusCode, reposted.body).toBe(200);
      const repost = reposted.json().qid as number;
      expect(reposted.json().is_sheet_ready).toBe(false);
      expect(permissionEvents(student, repost)).toEqual(['spreadsheetPermissionUpdating']);
      const copied = await state(student, repost);
      expect(copied).toMatchObject({ source: 'upload', version: 0, operations: [], is_ready: false, file_name: 'budget.xlsx' });
      expect(copied.workbook_json).toBe((await state(student, qid)).workbook_json);
      const next = await t.expert({ subjectIds: [SHEET_SUBJECT] });
      await post(next, `/api/expert/questions/${repost}/claims`);
      expect(permissionEvents(student, repost)).toEqual(['spreadsheetPermissionUpdating', 'spreadsheetPermissionUpdated']);
      expect((await send(next, repost)).json()).toEqual({ seq: 1 });
    });
  });
});
