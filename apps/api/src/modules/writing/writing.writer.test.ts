import { CHANNELS, writingExpertProblemSchema, writingQueueSchema } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineTestApp, TestAccount } from '../../testing/engine-test-app';
import {
  createWritingTestApp,
  deliver,
  docFile,
  docxFile,
  linkFields,
  mailbox,
  pngFile,
  submitWriting,
  writer,
  writingStudent,
} from '../../testing/writing-fixtures';

describe(`the writer's side of Writing (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let writerA: TestAccount;
  let writerB: TestAccount;
  beforeAll(async () => {
    ({ t } = await createWritingTestApp());
    writerA = await writer(t, 'Writer A');
    writerB = await writer(t, 'Writer B');
  });
  afterAll(async () => t.close());

  const get = (who: TestAccount, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const claim = (who: TestAccount, id: number) =>
    t.app.inject({ method: 'POST', url: `/api/expert/writing/problems/${id}/claims`, headers: who.headers });
  const submitted = async (file?: { filename: string; data: Buffer }, fields: Record<string, string> = {}) => {
    const student = await writingStudent(t);
    const res = await submitWriting(
      t.app,
      student,
      file ? { description: 'Please review my essay.', ...fields } : linkFields(fields),
      file,
    );
    expect(res.statusCode).toBe(200);
    return { student, id: res.json().id as number };
  };

  it('shows the queue only to writers: waiting problems oldest first, and the ones I hold', async () => {
    const first = await submitted();
    const second = await submitted();
    const queue = writingQueueSchema.parse((await get(writerA, '/api/expert/writing/queue')).json());
    const ids = queue.waiting.map((p) => p.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.waiting.find((p) => p.id === first.id)).toMatchObject({ state: 'waiting', source: 'url', writer_uid: null });
    expect((await claim(writerA, first.id)).statusCode).toBe(200);
    const after = writingQueueSchema.parse((await get(writerA, '/api/expert/writing/queue')).json());
    expect(after.waiting.map((p) => p.id)).not.toContain(first.id);
    expect(after.mine).toContainEqual(expect.objectContaining({ id: first.id, state: 'claimed', writer_uid: writerA.id }));
    expect(writingQueueSchema.parse((await get(writerB, '/api/expert/writing/queue')).json()).mine).toEqual([]);
    // An expert without the Writing subject is no writer.
    const stemExpert = await t.expert();
    const refused = await get(stemExpert, '/api/expert/writing/queue');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only writers (experts with the Writing subject) may do this.' });
    expect((await claim(stemExpert, second.id)).statusCode).toBe(403);
  });

  it('gives a problem to the first of two writers claiming at once; the other gets 409 QUESTION_TAKEN', async () => {
    const { student, id } = await submitted();
    const [a, b] = await Promise.all([claim(writerA, id), claim(writerB, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'QUESTION_TAKEN' });
    const winner = a.statusCode === 200 ? writerA : writerB;
    const other = winner === writerA ? writerB : writerA;
    expect(writingExpertProblemSchema.parse((a.statusCode === 200 ? a : b).json())).toMatchObject({
      id,
      state: 'claimed',
      writer_uid: winner.id,
    });
    // Later claims lose too; the winner claiming again keeps it.
    expect((await claim(other, id)).json().code).toBe('QUESTION_TAKEN');
    expect((await claim(winner, id)).statusCode).toBe(200);
    expect((await claim(winner, 999_999)).statusCode).toBe(404);
    // The student and every writer heard of it.
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'writingProblemUpdated')).toContainEqual({ id, state: 'claimed' });
    expect(t.publisher.on(CHANNELS.privateExpert(other.id), 'writingQueueChanged')).toContainEqual({ id, state: 'claimed' });
    // Once held, only its writer reads it.
    expect((await get(other, `/api/expert/writing/problems/${id}`)).statusCode).toBe(404);
  });

  it("previews a docx as sanitised HTML, a .doc as text and a link as a link; never shows the student's email", async () => {
    const docx = await submitted(
      { filename: 'essay.docx', data: await docxFile(['The thesis of my essay.'], { text: 'bad', href: 'javascript:alert(1)' }) },
      { email: 'mom@example.test' },
    );
    const docxView = writingExpertProblemSchema.parse((await get(writerA, `/api/expert/writing/problems/${docx.id}`)).json());
    expect(docxView).toMatchObject({
      source: 'file',
      file_name: 'essay.docx',
      email: null,
      original_file_url: expect.stringMatching(/^\/api\/files\/[a-f0-9]{32}\?exp=\d+&sig=/),
    });
    expect(docxView.preview.kind).toBe('html');
    expect(docxView.preview.kind === 'html' && docxView.preview.html).toContain('<p>The thesis of my essay.</p>');
    expect(docxView.preview.kind === 'html' && docxView.preview.html).not.toContain('javascript:');
    // The signed link serves the original file.
    const original = await t.app.inject({ method: 'GET', url: docxView.original_file_url! });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(original.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');

    const doc = await submitted({ filename: 'old.doc', data: docFile('Word 97 essay text.') });
    expect((await get(writerA, `/api/expert/writing/problems/${doc.id}`)).json().preview).toEqual({
      kind: 'text',
      text: 'Word 97 essay text.\n',
    });
    const link = await submitted();
    expect((await get(writerA, `/api/expert/writing/problems/${link.id}`)).json()).toMatchObject({
      preview: { kind: 'link', url: linkFields().url },
      original_file_url: null,
    });
  });

  it('lets only the claiming writer deliver, a docx checked by content with a comment', async () => {
    const { id } = await submitted();
    const review = { filename: 'review.docx', data: await docxFile(['Reviewed.']) };
    expect((await deliver(t.app, writerA, id, { comment: 'x' }, review)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await claim(writerA, id)).statusCode).toBe(200);
    const notMine = await deliver(t.app, writerB, id, { comment: 'Good.' }, review);
    expect({ status: notMine.statusCode, code: notMine.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await deliver(t.app, writerA, 999_999, { comment: 'Good.' }, review)).statusCode).toBe(404);
    const noComment = await deliver(t.app, writerA, id, { comment: '   ' }, review);
    expect({ status: noComment.statusCode, code: noComment.json().code, fields: Object.keys(noComment.json().fields) }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['comment'],
    });
    const noFile = await deliver(t.app, writerA, id, { comment: 'Good.' });
    expect({ status: noFile.statusCode, code: noFile.json().code, fields: Object.keys(noFile.json().fields) }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['file'],
    });
    const png = await deliver(t.app, writerA, id, { comment: 'Good.' }, { filename: 'review.docx', data: await pngFile() });
    expect({ status: png.statusCode, code: png.json().code }).toEqual({ status: 415, code: 'WRITING_FILE_TYPE' });
    const doc = await deliver(t.app, writerA, id, { comment: 'Good.' }, { filename: 'review.doc', data: docFile('x') });
    expect(doc.json()).toMatchObject({ code: 'WRITING_FILE_TYPE', message: 'Please upload the reviewed file as a docx.' });
    expect((await t.pendingTimers('writing.deadline', id)).length).toBe(1);
  });

  it('delivers: stored, marked delivered, deadline cancelled, the student told and mailed both links (and the alternative address)', async () => {
    const { student, id } = await submitted(
      { filename: 'essay.docx', data: await docxFile(['My essay.']) },
      { email: 'Teacher@Example.test' },
    );
    const studentEmail = (await t.app.services.accounts.basicsWithEmail(student.id))!.email!;
    expect((await claim(writerA, id)).statusCode).toBe(200);
    const reviewBytes = await docxFile(['My essay, reviewed: strong thesis.']);
    const res = await deliver(
      t.app,
      writerA,
      id,
      { comment: 'Strong thesis; cite your sources.' },
      { filename: 'essay-reviewed.docx', data: reviewBytes },
    );
    expect(res.statusCode).toBe(200);
    const delivered = writingExpertProblemSchema.parse(res.json());
    expect(delivered).toMatchObject({
      state: 'delivered',
      review: { file_name: 'essay-reviewed.docx', comment: 'Strong thesis; cite your sources.', delivered: expect.any(Number) },
    });
    expect(await t.pendingTimers('writing.deadline', id)).toEqual([]);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'writingProblemUpdated')).toContainEqual({ id, state: 'delivered' });
    expect(t.publisher.on(CHANNELS.privateExpert(writerA.id), 'writingQueueChanged')).toContainEqual({ id, state: 'delivered' });

    // The student's list shows the review, with a link that serves the reviewed file.
    const list = await t.app.inject({ method: 'GET', url: '/api/es/askers/me/problems', headers: student.headers });
    const mine = list.json().problems[0];
    expect(mine).toMatchObject({
      id,
      state: 'delivered',
      review: { file_name: 'essay-reviewed.docx', comment: 'Strong thesis; cite your sources.' },
    });
    const file = await t.app.inject({ method: 'GET', url: mine.review.file_url });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, reviewBytes)).toBe(0);

    // Both addresses got the mail: the writer's summary, an absolute link to the file and the rating link.
    for (const to of [studentEmail, 'teacher@example.test']) {
      const [mail] = await mailbox(t.app, to);
      expect(mail?.subject).toBe('Your PhotoStudy Writing review is ready');
      expect(mail?.text).toContain('A writer has reviewed your Writing problem "Please review my essay."');
      expect(mail?.text).toContain("Writer's comments: Strong thesis; cite your sources.");
      expect(mail?.text).toMatch(/Download the reviewed file: http:\/\/localhost:3000\/api\/files\/[a-f0-9]{32}\?exp=\d+&sig=[\w-]+/);
      expect(mail?.text).toMatch(/Rate your session: http:\/\/localhost:3000\/rating\?token=[\w-]{43}\b/);
      expect(mail?.html).toMatch(/<a href="http:\/\/localhost:3000\/rating\?token=[\w-]{43}"[^>]*>Rate Your Session<\/a>/);
      const fileLink = /Download the reviewed file: http:\/\/localhost:3000(\S+)/.exec(mail!.text)![1]!;
      expect(Buffer.compare((await t.app.inject({ method: 'GET', url: fileLink })).rawPayload, reviewBytes)).toBe(0);
    }
    // A second delivery is refused: the problem is no longer open.
    const again = await deliver(t.app, writerA, id, { comment: 'Again.' }, { filename: 'r.docx', data: reviewBytes });
    expect({ status: again.statusCode, code: again.json().code }).toEqual({ status: 409, code: 'CONFLICT' });
    // Its writer still reads it; it left the writer's held list.
    expect((await get(writerA, `/api/expert/writing/problems/${id}`)).json()).toMatchObject({ state: 'delivered' });
    expect(writingQueueSchema.parse((await get(writerA, '/api/expert/writing/queue')).json()).mine.map((p) => p.id)).not.toContain(id);
  });

  it('lists Writing problems for admins, with deadlines, writer and rating', async () => {
    const { student, id } = await submitted();
    await claim(writerB, id);
    const admin = await t.admin();
    const all = await get(admin, '/api/admin/writing-problems');
    expect(all.statusCode).toBe(200);
    const row = all.json().problems.find((p: { id: number }) => p.id === id);
    const studentEmail = (await t.app.services.accounts.basicsWithEmail(student.id))!.email;
    const writerEmail = (await t.app.services.accounts.basicsWithEmail(writerB.id))!.email;
    expect(row).toMatchObject({
      state: 'claimed',
      student_uid: student.id,
      student_email: studentEmail,
      writer_uid: writerB.id,
      writer_email: writerEmail,
      delivered: null,
      rating_point: 0,
      rating_reason: null,
      requeued: false,
      deadline: expect.any(Number),
    });
    const claimed = (await get(admin, '/api/admin/writing-problems?state=claimed')).json().problems as { state: string }[];
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.every((p) => p.state === 'claimed')).toBe(true);
    expect((await get(admin, '/api/admin/writing-problems?state=lost')).statusCode).toBe(400);
    expect((await get(writerA, '/api/admin/writing-problems')).statusCode).toBe(403);
  });
});
