import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../testing/smtp-capture';
import {
  claimAndDeliver,
  createWritingTestApp,
  linkFields,
  submitWriting,
  writer,
  type WritingTestApp,
  writingStudent,
} from '../../testing/writing-fixtures';

// Quoted-printable soft line breaks and escapes undone, so that links can be read back from the raw message.
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe(`Writing mail over real SMTP (${testDatabaseKind()})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let w: WritingTestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    w = await createWritingTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'PhotoStudy <writing@photostudy.test>',
      PUBLIC_URL: 'https://photostudy.example/',
    });
  });
  afterAll(async () => {
    await w.t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends the delivered review to the student and the alternative address, with the file and rating links under PUBLIC_URL', async () => {
    const { t } = w;
    const student = await writingStudent(t);
    const studentEmail = (await t.app.services.accounts.basicsWithEmail(student.id))!.email!;
    const id = (await submitWriting(t.app, student, linkFields({ email: 'tutor@example.test' }))).json().id as number;
    await claimAndDeliver(t.app, await writer(t), id);
    expect(smtp.received.map((m) => m.to)).toEqual([[studentEmail], ['tutor@example.test']]);
    for (const mail of smtp.received) {
      expect(mail.from).toBe('writing@photostudy.test');
      const body = decodeQuotedPrintable(mail.raw);
      expect(body).toMatch(/^Subject: Your PhotoStudy Writing review is ready/m);
      expect(body).toMatch(/https:\/\/photostudy\.example\/rating\?token=[\w-]{43}/);
      expect(body).toMatch(/https:\/\/photostudy\.example\/api\/files\/[a-f0-9]{32}\?exp=\d+&sig=/);
    }
    // Each address got the same single-purpose link.
    const tokens = smtp.received.map((m) => /rating\?token=([\w-]{43})/.exec(decodeQuotedPrintable(m.raw))?.[1]);
    expect(new Set(tokens).size).toBe(1);
    const page = await t.app.inject({ method: 'GET', url: `/api/es/askers/me/problem?token=${tokens[0]}` });
    expect(page.json()).toMatchObject({ id, rating_point: 0 });
    // With SMTP configured nothing lands in the dev outbox.
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${studentEmail}` })).json().items).toEqual([]);
  });
});
