import { sheetStateSchema } from '@photostudy/contracts';
import { questions, questionSheets, sheetOperations, storedFiles } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { budgetWorkbook, budgetXls, filledWorkbook } from '@photostudy/workbook/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askFields, createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from '../../testing/engine-test-app';

/** Finance allows spreadsheets. */
const SHEET_SUBJECT = 10;
const LINK = 'https://docs.google.com/spreadsheets/d/1AbC/edit';

describe(`spreadsheets uploaded with a question (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  const askRaw = (student: TestAccount, fields: Record<string, string | number>, files: Parameters<typeof multipart>[1] = []) => {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/questions', headers: { ...student.headers, ...body.headers }, payload: body.payload });
  };
  const sheetFile = (data: Uint8Array, filename = 'budget.xlsx') => [{ field: 'sheet_file', filename, data: Buffer.from(data) }];
  const stateOf = async (who: TestAccount, qid: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sheets/${qid}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return sheetStateSchema.parse(res.json());
  };
  const balanceOf = async (who: TestAccount) =>
    (await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: who.headers })).json().balance.session_count as number;

  it('turns an uploaded xlsx into the live sheet, stored with the question and its file', async () => {
    const student = await t.student();
    const qid = await t.ask(student, askFields({ subject_id: SHEET_SUBJECT }), sheetFile(await budgetWorkbook(), 'Q3 budget.xlsx'));
    const [row] = await t.db.select().from(questionSheets).where(eq(questionSheets.qid, qid));
    expect(row).toMatchObject({ source: 'upload', fileName: 'Q3 budget.xlsx', version: 0 });
    const state = await stateOf(student, qid);
    expect(state).toMatchObject({ source: 'upload', file_name: 'Q3 budget.xlsx', version: 0, operations: [], is_ready: false });
    const sheets = JSON.parse(state.workbook_json ?? 'null') as { name: string; celldata: { r: number; c: number; v: object }[] }[];
    expect(sheets.map((s) => s.name)).toEqual(['Budget', 'Notes']);
    expect(sheets[0]?.celldata).toContainEqual({ r: 0, c: 1, v: expect.objectContaining({ v: 'Total', bl: 1 }) });
    // The original file stays downloadable from the question, as before.
    const question = (await t.app.inject({ method: 'GET', url: `/api/questions/${qid}`, headers: student.headers })).json();
    expect(question.sheet_url).toMatch(/^\/api\/files\//);
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.questionId, qid))).map((f) => f.purpose)).toEqual([
      'question_sheet',
    ]);
  });

  it('reads a legacy .xls the same way', async () => {
    const student = await t.student();
    const qid = await t.ask(student, askFields({ subject_id: SHEET_SUBJECT }), sheetFile(budgetXls(), 'old.xls'));
    const sheets = JSON.parse((await stateOf(student, qid)).workbook_json ?? 'null') as { name: string }[];
    expect(sheets.map((s) => s.name)).toEqual(['Budget', 'Sheet2']);
  });

  it('records a Google Sheets link as a sheet without workbook or operations', async () => {
    const student = await t.student();
    const expert = await t.expert({ subjectIds: [SHEET_SUBJECT] });
    const qid = await t.ask(student, askFields({ subject_id: SHEET_SUBJECT, sheet_url: LINK }));
    expect(await stateOf(student, qid)).toMatchObject({
      source: 'link',
      sheet_url: LINK,
      file_name: null,
      workbook_json: null,
      is_ready: false,
    });
    await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/claims`, headers: expert.headers });
    expect(await stateOf(student, qid)).toMatchObject({ is_ready: true, is_editable: false });
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/sheets/${qid}/operations`,
      headers: expert.headers,
      payload: { client_batch_id: 'b1', ops_json: '[{"op":"replace","path":[]}]' },
    });
    expect(write.statusCode).toBe(409);
    expect(write.json().code).toBe('CONFLICT');
  });

  describe('refuses a file that cannot become a sheet, leaving nothing behind', () => {
    let student: TestAccount;
    beforeAll(async () => {
      student = await t.student();
    });
    const expectNothingStored = async (filesBefore: number) => {
      expect(await t.db.select().from(questions).where(eq(questions.authorId, student.id))).toEqual([]);
      expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, student.id))).toEqual([]);
      expect(t.files.files.size).toBe(filesBefore);
      expect(await balanceOf(student)).toBe(1);
    };

    it('a corrupt .xlsx: 400 SHEET_UNREADABLE on the sheet field', async () => {
      const damaged = (await budgetWorkbook()).slice();
      damaged.fill(0x41, 200, 1200);
      const filesBefore = t.files.files.size;
      const res = await askRaw(student, askFields({ subject_id: SHEET_SUBJECT }), sheetFile(damaged));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SHEET_UNREADABLE', fields: { sheet: expect.any(String) } });
      await expectNothingStored(filesBefore);
    });

    it('a text file renamed .xlsx or .xls: refused by its content', async () => {
      const filesBefore = t.files.files.size;
      for (const filename of ['scores.xlsx', 'scores.xls']) {
        const res = await askRaw(
          student,
          askFields({ subject_id: SHEET_SUBJECT }),
          sheetFile(new TextEncoder().encode('name,score\nAda,3\n'), filename),
        );
        expect(res.statusCode).toBe(415);
        expect(res.json().code).toBe('UNSUPPORTED_FILE_TYPE');
      }
      await expectNothingStored(filesBefore);
    });

    it('a workbook past the limits: 413 SHEET_TOO_LARGE', async () => {
      const filesBefore = t.files.files.size;
      const res = await askRaw(student, askFields({ subject_id: SHEET_SUBJECT }), sheetFile(await filledWorkbook(21, 1)));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'SHEET_TOO_LARGE', fields: { sheet: expect.any(String) } });
      await expectNothingStored(filesBefore);
    });
  });

  it("erases the sheet and its operations with the student's questions", async () => {
    const student = await t.student();
    const expert = await t.expert({ subjectIds: [SHEET_SUBJECT] });
    const qid = await t.ask(student, askFields({ subject_id: SHEET_SUBJECT }), sheetFile(await budgetWorkbook()));
    await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/claims`, headers: expert.headers });
    for (const who of [expert, expert])
      await t.app.inject({
        method: 'POST',
        url: `/api/sheets/${qid}/operations`,
        headers: who.headers,
        payload: { client_batch_id: `erase-${Math.random()}`, ops_json: '[{"op":"replace","path":["data",0,0],"value":{"v":1}}]' },
      });
    expect(await t.db.select().from(sheetOperations).where(eq(sheetOperations.qid, qid))).toHaveLength(2);
    const request = await t.app.inject({ method: 'POST', url: '/api/data-deletion-requests', headers: student.headers });
    expect(request.statusCode, request.body).toBe(200);
    await t.app.timerService.runDue();
    expect(
      await t.db
        .select()
        .from(questionSheets)
        .where(inArray(questionSheets.qid, [qid])),
    ).toEqual([]);
    expect(await t.db.select().from(sheetOperations).where(eq(sheetOperations.qid, qid))).toEqual([]);
  });
});
