import { CHANNELS, errorBodySchema } from '@photostudy/contracts';
import { messages, moderationEvents, questions } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { budgetXls } from '@photostudy/workbook/testing';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MASK } from '../moderation/contact-details';
import { TIMER_KINDS } from './engine-context';
import { askFields, createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from '../../testing/engine-test-app';

const XLSX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml'),
  Buffer.alloc(10),
  Buffer.from('xl/workbook.xml'),
]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml'),
  Buffer.alloc(10),
  Buffer.from('word/document.xml'),
]);
const XLS = Buffer.from(budgetXls());

describe(`question rules: access and validation (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createEngineTestApp();
    png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());

  function ask(who: TestAccount, fields = askFields(), files: Parameters<typeof multipart>[1] = []) {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/questions', headers: { ...who.headers, ...body.headers }, payload: body.payload });
  }
  const post = (who: TestAccount | null, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const get = (who: TestAccount | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const countQuestions = async (who: TestAccount) => (await t.db.select().from(questions).where(eq(questions.authorId, who.id))).length;

  describe('who may see and touch a question', () => {
    let author: TestAccount;
    let stranger: TestAccount;
    let assigned: TestAccount;
    let unassigned: TestAccount;
    let qid: number;
    let attachmentUrl: string;

    beforeAll(async () => {
      author = await t.student();
      stranger = await t.student();
      assigned = await t.expert({ subjectIds: [1] });
      unassigned = await t.expert({ subjectIds: [1] });
      const res = await ask(author, askFields(), [{ field: 'image_file', filename: 'a.png', data: png }]);
      qid = res.json().qid;
      attachmentUrl = res.json().attachment_url;
      await post(assigned, `/api/expert/questions/${qid}/claims`);
      await post(assigned, `/api/expert/questions/${qid}/starts`);
    });

    it('shows it to the author, the assigned expert and admins', async () => {
      expect((await get(author, `/api/questions/${qid}`)).statusCode).toBe(200);
      expect((await get(assigned, `/api/questions/${qid}`)).statusCode).toBe(200);
      expect((await get(assigned, `/api/expert/questions/${qid}`)).statusCode).toBe(200);
      expect((await get(await t.admin(), `/api/questions/${qid}`)).statusCode).toBe(200);
    });

    it('answers another student and an unassigned expert exactly as for a question that does not exist', async () => {
      const missing = await get(stranger, '/api/questions/999999');
      expect(missing.statusCode).toBe(404);
      for (const [who, url] of [
        [stranger, `/api/questions/${qid}`],
        [unassigned, `/api/questions/${qid}`],
        [unassigned, `/api/expert/questions/${qid}`],
      ] as const) {
        const res = await get(who, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(missing.json());
        expect(res.json().code).toBe('SESSION_NOT_FOUND');
      }
      expect((await get(stranger, '/api/questions')).json().questions).toEqual([]);
    });

    it('refuses every change from someone else', async () => {
      const mid = (
        await post(assigned, `/api/expert/questions/${qid}/suggestions`, { body: 'Pick one', options: [{ body: 'a' }, { body: 'b' }] })
      ).json().mid as number;
      for (const [url, payload] of [
        [`/api/questions/${qid}/messages`, { body: 'hi' }],
        [`/api/questions/${qid}/messages/${mid}/responses`, { option_id: 1 }],
        [`/api/questions/${qid}/idle-resets`, { type: 'idle_warning' }],
        [`/api/questions/${qid}/ends`, undefined],
        [`/api/questions/${qid}/flags`, undefined],
        [`/api/questions/${qid}/rates`, { stage: 'rating', point: 5 }],
        [`/api/questions/${qid}/reposts`, undefined],
      ] as const) {
        const res = await post(stranger, url, payload);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('SESSION_NOT_FOUND');
      }
      for (const url of ['messages', 'starts', 'ends', 'rejects']) {
        const res = await post(unassigned, `/api/expert/questions/${qid}/${url}`, url === 'messages' ? { body: 'hi' } : undefined);
        expect(res.statusCode, url).toBe(404);
      }
      expect((await post(unassigned, `/api/expert/questions/${qid}/flags`, { reason: 'x' })).statusCode).toBe(404);
      expect((await post(unassigned, `/api/expert/questions/${qid}/claims`)).json().code).toBe('QUESTION_TAKEN');
      const stored = await t.db.select().from(messages).where(eq(messages.questionId, qid));
      expect(stored.map((m) => m.senderId)).toEqual([assigned.id]);
    });

    it('gives a guest nothing, and students nothing of the expert API', async () => {
      for (const url of [`/api/questions/${qid}`, '/api/questions', '/api/ask-config', '/api/expert/queue']) {
        const res = await get(null, url);
        expect(res.statusCode, url).toBe(401);
        expect(errorBodySchema.parse(res.json()).code).toBe('UNAUTHORIZED');
      }
      expect((await post(null, `/api/questions/${qid}/messages`, { body: 'hi' })).statusCode).toBe(401);
      expect((await get(author, '/api/expert/queue')).statusCode).toBe(403);
      expect((await post(author, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(403);
      // Experts do not ask.
      expect((await ask(assigned)).statusCode).toBe(403);
    });

    it('serves files on a signed link, or to readers with a token; never to others', async () => {
      const unsigned = attachmentUrl.split('?')[0]!;
      expect((await t.app.inject({ method: 'GET', url: attachmentUrl })).statusCode).toBe(200);
      expect((await get(author, unsigned)).statusCode).toBe(200);
      expect((await get(assigned, unsigned)).statusCode).toBe(200);
      expect((await get(stranger, unsigned)).statusCode).toBe(404);
      expect((await get(null, unsigned)).statusCode).toBe(404);
      const expired = attachmentUrl.replace(/exp=\d+/, 'exp=1000');
      expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
      expect((await get(null, '/api/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    });

    it('shows the sample sessions to every logged-in account', async () => {
      const samples = (await get(stranger, '/api/questions?type=sample')).json().questions as { qid: number; state: string }[];
      expect(samples).toHaveLength(3);
      const sample = await get(stranger, `/api/questions/${samples[0]!.qid}`);
      expect(sample.statusCode).toBe(200);
      expect(sample.json().messages.length).toBeGreaterThan(0);
      expect((await get(null, `/api/questions/${samples[0]!.qid}`)).statusCode).toBe(401);
      expect((await get(assigned, `/api/expert/questions/${samples[0]!.qid}`)).statusCode).toBe(404);
    });
  });

  describe('asking', () => {
    it('checks the image by its content, size and dimensions, and charges nothing for a refused ask', async () => {
      const student = await t.student({ balance: 3 });
      const filesBefore = t.files.files.size;
      const notAnImage = await ask(student, askFields(), [
        { field: 'image_file', filename: 'homework.png', data: Buffer.from('definitely not a png, just text'), contentType: 'image/png' },
      ]);
      expect(notAnImage.statusCode).toBe(415);
      expect(notAnImage.json()).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', message: 'Your file type is not supported...' });

      const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      expect((await ask(student, askFields(), [{ field: 'image_file', filename: 'x.jpg', data: gif }])).statusCode).toBe(415);

      const tiny = await sharp({ create: { width: 30, height: 300, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const small = await ask(student, askFields(), [{ field: 'image_file', filename: 'tiny.png', data: tiny }]);
      expect(small.statusCode).toBe(400);
      expect(small.json().message).toMatch(/at least 40/);

      const huge = await ask(student, askFields(), [
        { field: 'image_file', filename: 'big.png', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
      ]);
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The attached file size is too large and cannot be uploaded. Maximum file size 10MB.',
      });

      expect(await countQuestions(student)).toBe(0);
      expect(t.files.files.size).toBe(filesBefore);
      const status = await get(student, '/api/status-updates');
      expect(status.json().balance.session_count).toBe(3);
    });

    it("answers with the question as written, the same as reading it back (the answer is built from the ask's own data)", async () => {
      const student = await t.student({ balance: 2 });
      const link = 'https://docs.google.com/spreadsheets/d/abc123/edit';
      const res = await ask(student, askFields({ subject_id: 9, sheet_url: link, title: 'Solve $x^2 = 9$ for x, please' }), [
        { field: 'image_file', filename: 'photo.png', data: png },
      ]);
      expect(res.statusCode).toBe(200);
      const asked = res.json();
      const read = await get(student, `/api/questions/${asked.qid}`);
      expect(read.statusCode).toBe(200);
      // The signed file link is minted at each answer; both open the same file.
      const { attachment_url: askedUrl, ...askedRest } = asked;
      const { attachment_url: readUrl, ...readRest } = read.json();
      expect(askedRest).toEqual(readRest);
      expect(askedRest).toMatchObject({ state: 'connecting', messages: [], refunded: false, repost_reason: null });
      const [a, b] = await Promise.all([askedUrl, readUrl].map((url: string) => t.app.inject({ method: 'GET', url })));
      expect(a!.statusCode).toBe(200);
      expect(a!.rawPayload.equals(b!.rawPayload)).toBe(true);
    });

    it('downscales very large images and re-encodes JPEGs', async () => {
      const student = await t.student();
      const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#abcdef' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Artist: 'someone' } } })
        .toBuffer();
      const res = await ask(student, askFields(), [{ field: 'image_file', filename: 'photo.JPG', data: jpeg }]);
      expect(res.statusCode).toBe(200);
      const file = await t.app.inject({ method: 'GET', url: res.json().attachment_url });
      expect(file.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 2048, height: 1024 });
      expect(meta.exif).toBeUndefined();
      expect(res.json().attachment_size).toBe(file.rawPayload.length);
    });

    it('applies the sheet rules: subjects that refuse sheets, the Google Sheets prefix, the file type', async () => {
      const student = await t.student({ balance: 5 });
      const link = 'https://docs.google.com/spreadsheets/d/abc123/edit';
      const onStem = await ask(student, askFields({ subject_id: 1, sheet_url: link }));
      expect(onStem.statusCode).toBe(400);
      expect(onStem.json().message).toBe('Sheet cannot be used with this subject');
      const onBusiness = await ask(student, askFields({ subject_id: 8, sheet_url: link }));
      expect(onBusiness.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Sheet cannot be used with Business subject' });
      const fileOnBusiness = await ask(student, askFields({ subject_id: 8 }), [{ field: 'sheet_file', filename: 'a.xlsx', data: XLSX }]);
      expect(fileOnBusiness.json().message).toBe('Sheet cannot be used with Business subject');
      for (const bad of [
        'https://docs.google.com/document/d/abc',
        'http://docs.google.com/spreadsheets/d/abc',
        'https://evil.test/spreadsheets/d/x',
        'https://docs.google.com/spreadsheets/d/',
      ]) {
        const res = await ask(student, askFields({ subject_id: 9, sheet_url: bad }));
        expect(res.json().message, bad).toBe('Invalid Google Sheets link.');
      }
      const both = await ask(student, askFields({ subject_id: 9, sheet_url: link }), [
        { field: 'sheet_file', filename: 'a.xlsx', data: XLSX },
      ]);
      expect(both.statusCode).toBe(400);
      const docx = await ask(student, askFields({ subject_id: 9 }), [{ field: 'sheet_file', filename: 'sheet.xlsx', data: DOCX }]);
      expect(docx.statusCode).toBe(415);
      expect(await countQuestions(student)).toBe(0);

      const withLink = await ask(student, askFields({ subject_id: 9, sheet_url: `  ${link}  ` }));
      expect(withLink.statusCode).toBe(200);
      // Ready only once an expert holds the question (the sheet's permission events tell the app when).
      expect(withLink.json()).toMatchObject({ allow_spreadsheet: true, sheet_url: link, is_sheet_ready: false });
      await post(student, `/api/questions/${withLink.json().qid}/ends`);

      const withFile = await ask(student, askFields({ subject_id: 10 }), [{ field: 'sheet_file', filename: 'budget.xls', data: XLS }]);
      expect(withFile.statusCode).toBe(200);
      expect(withFile.json().sheet_url).toMatch(/^\/api\/files\//);
      const sheet = await t.app.inject({ method: 'GET', url: withFile.json().sheet_url });
      expect(sheet.headers['content-type']).toBe('application/vnd.ms-excel');
      expect(sheet.headers['content-disposition']).toMatch(/^attachment/);
    });

    it('checks the description, subject and mindset', async () => {
      const student = await t.student({ balance: 2 });
      for (const title of ['short', '         too short         ', 'x'.repeat(1501)]) {
        const res = await ask(student, askFields({ title }));
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('INVALID_DESCRIPTION_LENGTH');
      }
      expect((await ask(student, askFields({ subject_id: 99 }))).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { subject_id: expect.any(String) },
      });
      expect((await ask(student, askFields({ mindset_id: 0 }))).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { mindset_id: expect.any(String) },
      });
      expect((await ask(student, askFields({ lang: 'fr' }))).json().code).toBe('VALIDATION_FAILED');
      // JSON without files is accepted too.
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/questions',
        headers: student.headers,
        payload: { title: 'What is the derivative of x^2?', mindset_id: 1, subject_id: 2, lang: 'es' },
      });
      expect(json.statusCode).toBe(200);
      expect(json.json()).toMatchObject({ lang: 'es', subject_title: 'Calculus' });
    });

    it('answers out of balance with the modal, 30402 without the store for User-ID accounts, and the open question', async () => {
      const broke = await t.student({ balance: 0 });
      const normal = await ask(broke);
      expect(normal.statusCode).toBe(402);
      expect(normal.json()).toEqual({
        code: 30400,
        title: 'Out of sessions',
        message: expect.any(String),
        body: expect.any(String),
        action: 'OPEN_ASK_FLOW_STORE',
        action_text: 'Go to Store',
      });
      const child = await t.student({ balance: 0, authType: 'user_id' });
      const coppa = await ask(child);
      expect(coppa.statusCode).toBe(402);
      expect(coppa.json()).toMatchObject({ code: 30402, title: 'Out of sessions', body: expect.any(String) });
      expect(coppa.json().action).toBeUndefined();

      const busy = await t.student({ balance: 2 });
      const first = (await ask(busy)).json().qid;
      const second = await ask(busy);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toMatchObject({
        code: 400,
        open_question_ids: [first],
        message: 'You can only post one STEM or one Business problem at a time.',
      });
    });
  });

  describe('chat', () => {
    async function live(student: TestAccount, subjectId = 5): Promise<{ qid: number; expert: TestAccount }> {
      const expert = await t.expert({ subjectIds: [subjectId] });
      const qid = (await ask(student, askFields({ subject_id: subjectId }))).json().qid as number;
      await post(expert, `/api/expert/questions/${qid}/claims`);
      await post(expert, `/api/expert/questions/${qid}/starts`);
      return { qid, expert };
    }

    it('refuses empty, over-long and early messages', async () => {
      const student = await t.student();
      const expert = await t.expert({ subjectIds: [7] });
      const qid = (await ask(student, askFields({ subject_id: 7 }))).json().qid as number;
      expect((await post(student, `/api/questions/${qid}/messages`, { body: 'hello' })).statusCode).toBe(409);
      await post(expert, `/api/expert/questions/${qid}/claims`);
      expect((await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'hello' })).statusCode).toBe(409);
      await post(expert, `/api/expert/questions/${qid}/starts`);
      const empty = await post(student, `/api/questions/${qid}/messages`, { body: '   \n  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { body: expect.any(String) } });
      expect((await post(student, `/api/questions/${qid}/messages`, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
      expect((await post(expert, `/api/expert/questions/${qid}/messages`, { body: '' })).statusCode).toBe(400);
      expect((await post(student, `/api/questions/${qid}/messages`, { body: 'x'.repeat(2000) })).statusCode).toBe(200);
    });

    it('masks contact details both ways and records them; stricter when a child asked', async () => {
      const student = await t.student();
      const { qid, expert } = await live(student);
      const sent = await post(student, `/api/questions/${qid}/messages`, { body: 'add me jane.doe@gmail.com or zoom.us/j/123' });
      expect(sent.json().body).toBe(`add me ${CONTACT_MASK} or ${CONTACT_MASK}`);
      expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'newStudentDiscussionMessage').at(-1)).toMatchObject({
        body: sent.json().body,
      });
      const reply = await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'No. Call 555-123-4567? No! See khanacademy.org' });
      expect(reply.json().body).toBe(`No. Call ${CONTACT_MASK}? No! See khanacademy.org`);
      const events = await t.db.select().from(moderationEvents).where(eq(moderationEvents.questionId, qid));
      expect(events.map((e) => [e.kind, e.excerpt, e.accountId, e.isStrict])).toEqual([
        ['meeting_link', 'zoom.us/j/123', student.id, false],
        ['email', 'jane.doe@gmail.com', student.id, false],
        ['phone', '555-123-4567', expert.id, false],
      ]);

      const child = await t.student({ authType: 'user_id' });
      const kid = await live(child, 6);
      const fromExpert = await post(kid.expert, `/api/expert/questions/${kid.qid}/messages`, { body: 'See khanacademy.org, code 5551234' });
      expect(fromExpert.json().body).toBe(`See ${CONTACT_MASK}, code ${CONTACT_MASK}`);
      const fromChild = await post(child, `/api/questions/${kid.qid}/messages`, { body: 'my code is 5551234' });
      expect(fromChild.json().body).toBe(`my code is ${CONTACT_MASK}`);
      const strict = await t.db.select().from(moderationEvents).where(eq(moderationEvents.questionId, kid.qid));
      expect(strict.every((e) => e.isStrict)).toBe(true);
      const title = await ask(await t.student(), askFields({ title: 'Please email me at kid@example.com about x + 2 = 5' }));
      expect(title.json().title).toBe(`Please email me at ${CONTACT_MASK} about x + 2 = 5`);
    });

    it('locks suggestion options after time_remaining and tells the clients', async () => {
      const student = await t.student();
      const { qid, expert } = await live(student, 3);
      expect(
        (await post(expert, `/api/expert/questions/${qid}/suggestions`, { body: 'Pick', options: [{ body: 'only one' }] })).statusCode,
      ).toBe(400);
      expect(
        (
          await post(expert, `/api/expert/questions/${qid}/suggestions`, {
            body: 'Pick',
            options: [1, 2, 3, 4, 5].map((n) => ({ body: String(n) })),
          })
        ).statusCode,
      ).toBe(400);
      const mid = (
        await post(expert, `/api/expert/questions/${qid}/suggestions`, {
          body: 'Pick',
          options: [{ body: 'a' }, { body: 'b' }],
          time_remaining: 30,
        })
      ).json().mid as number;
      // Thirty seconds pass.
      await t.db
        .update(messages)
        .set({ createdAt: sql`now() - interval '31 seconds'`, updatedAt: sql`now() - interval '31 seconds'` })
        .where(eq(messages.id, mid));
      expect(await t.fire(TIMER_KINDS.suggestionLock, mid)).toBe(1);
      const locked = t.publisher.on(CHANNELS.presenceStudent(student.id), 'editDiscussionMessage').at(-1) as {
        mid: number;
        suggestion: { time_remaining: number };
      };
      expect(locked).toMatchObject({ mid, suggestion: { time_remaining: 0, locked: true } });
      const late = await post(student, `/api/questions/${qid}/messages/${mid}/responses`, { option_id: 1 });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('The options are locked.');
      const q = (await get(student, `/api/questions/${qid}`)).json();
      expect(q.messages.find((m: { mid: number }) => m.mid === mid).edit_discussion_message).toBe(false);
      // The console reads the lock from the message too, after a reload as live.
      const held = (await get(expert, `/api/expert/questions/${qid}`)).json();
      expect(held.messages.find((m: { mid: number }) => m.mid === mid).suggestion).toMatchObject({ time_remaining: 0, locked: true });
    });

    it('closes the options of a suggestion when the session ends before their time, for both sides and in history', async () => {
      const student = await t.student();
      const { qid, expert } = await live(student, 8);
      const sent = await post(expert, `/api/expert/questions/${qid}/suggestions`, {
        body: 'Pick',
        options: [{ body: 'a' }, { body: 'b' }],
        time_remaining: 600,
      });
      expect(sent.json().suggestion).toMatchObject({ locked: false });
      await post(expert, `/api/expert/questions/${qid}/ends`);
      for (const [who, url] of [
        [student, `/api/questions/${qid}`],
        [expert, `/api/expert/questions/${qid}`],
      ] as const) {
        const message = (await get(who, url)).json().messages.find((m: { mid: number }) => m.mid === sent.json().mid);
        expect(message.suggestion).toMatchObject({ time_remaining: 0, locked: true });
      }
    });

    it('refuses suggestion answers once the session is over, and unknown options', async () => {
      const student = await t.student();
      const { qid, expert } = await live(student, 4);
      const mid = (
        await post(expert, `/api/expert/questions/${qid}/suggestions`, { body: 'Pick', options: [{ body: 'a' }, { body: 'b' }] })
      ).json().mid as number;
      expect((await post(student, `/api/questions/${qid}/messages/${mid}/responses`, { option_id: 9 })).statusCode).toBe(400);
      await post(expert, `/api/expert/questions/${qid}/ends`);
      expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'discussionSessionEnded')).toContainEqual({
        qid,
        reason: 'expert_end',
        ended: expect.any(Number),
      });
      expect((await post(student, `/api/questions/${qid}/messages/${mid}/responses`, { option_id: 1 })).statusCode).toBe(409);
    });
  });
});
