import { FEATURES, WRITING_SUBJECT } from '@photostudy/contracts';
import CFB from 'cfb';
import { Document, ExternalHyperlink, Packer, Paragraph, TextRun } from 'docx';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import JSZip from 'jszip';
import sharp from 'sharp';
import { FakeClock } from '../core/clock';
import { LedgerService } from '../modules/ledger/ledger.service';
import { bearer, tokensFor } from './auth-sessions';
import { createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from './engine-test-app';

/** The Writing tests' app: the engine test app on a fake clock (timers run when the test calls `runDue`). */
export interface WritingTestApp {
  t: EngineTestApp;
  clock: FakeClock;
}

/** A Wednesday, so that a test may cross the week's Monday and the month's 1st on purpose. */
export const WRITING_TEST_START = new Date('2027-03-03T10:00:00Z');

/** Builds the Writing test app (env entries override the defaults, e.g. the limits). */
export async function createWritingTestApp(env: Record<string, string> = {}, start: Date = WRITING_TEST_START): Promise<WritingTestApp> {
  const clock = new FakeClock(start);
  const t = await createEngineTestApp(env, { clock });
  return { t, clock };
}

/** A real docx (made with the `docx` library): paragraphs, and a link when given. */
export async function docxFile(paragraphs: string[], link?: { text: string; href: string }): Promise<Buffer> {
  const children = paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] }));
  if (link) children.push(new Paragraph({ children: [new ExternalHyperlink({ link: link.href, children: [new TextRun(link.text)] })] }));
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/**
 * A real Word 97-2003 .doc: an OLE compound file (written with `cfb`) holding a WordDocument stream whose FIB points
 * at one piece of UTF-16 text through the piece table in the 1Table stream, as Word writes the simplest document.
 */
export function docFile(text: string): Buffer {
  const body = `${text}\r`;
  const textAt = 0x800;
  const word = Buffer.alloc(4096);
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent: Word binary document
  word.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  word.writeUInt32LE(textAt, 0x18); // fcMin
  word.writeUInt32LE(textAt + body.length * 2, 0x1c); // fcMac
  word.writeUInt32LE(body.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  word.writeUInt32LE(23, 0x1a6); // lcbClx
  word.write(body, textAt, 'utf16le');
  const table = Buffer.alloc(64);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd: two CPs and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(body.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(textAt, 15); // fc of the piece, UTF-16 (the compressed bit clear)
  table.writeUInt16LE(0, 19);
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', word);
  CFB.utils.cfb_add(container, '/1Table', table);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** An OLE compound file that is not a Word document (an Excel-like Workbook stream). */
export function oleWorkbookFile(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/Workbook', Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A zip that is not a docx (no word/document.xml), e.g. an xlsx-like package. */
export async function zipWithoutDocument(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('xl/workbook.xml', '<workbook/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A real PNG (to be renamed .docx by a test). */
export function pngFile(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A student with the Writing feature and some Writing credits (through the ledger). */
export async function writingStudent(
  t: EngineTestApp,
  options: { credits?: number; authType?: 'email' | 'user_id'; features?: string[] } = {},
): Promise<TestAccount> {
  const who = await t.student({
    balance: 0,
    authType: options.authType,
    features: options.features ?? [FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT],
  });
  const credits = options.credits ?? 3;
  if (credits > 0)
    await t.db.transaction((tx) =>
      new LedgerService().adjust(tx, { accountId: who.id, kind: 'writing', delta: credits, reason: 'grant', note: 'test' }),
    );
  return who;
}

/** An expert whose subjects include Writing. */
export function writer(t: EngineTestApp, name = 'Test Writer'): Promise<TestAccount> {
  return t.expert({ subjectIds: [WRITING_SUBJECT.tid], name });
}

/** Fresh headers for an account (access tokens expire 15 minutes after they were minted on the fake clock). */
export async function fresh(t: EngineTestApp, who: TestAccount): Promise<TestAccount> {
  return { id: who.id, headers: bearer((await tokensFor(t.app, t.db, who.id)).access_token) };
}

/** `POST /api/es/askers/me/problems` as multipart: text fields and an optional `file` part. */
export function submitWriting(
  app: FastifyInstance,
  who: { headers: Record<string, string> } | null,
  fields: Record<string, string>,
  file?: { filename: string; data: Buffer },
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  return app.inject({
    method: 'POST',
    url: '/api/es/askers/me/problems',
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}

/** A valid link submission's fields. */
export function linkFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    description: 'Please review my argumentative essay on renewable energy.',
    url: 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit',
    ...overrides,
  };
}

/** `POST /api/expert/writing/problems/{id}/deliveries` with a review file and a comment. */
export function deliver(
  app: FastifyInstance,
  who: TestAccount,
  id: number,
  fields: Record<string, string>,
  file?: { filename: string; data: Buffer },
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  return app.inject({
    method: 'POST',
    url: `/api/expert/writing/problems/${id}/deliveries`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

/** Claims and delivers a problem (the review is a small docx), answering the delivery. */
export async function claimAndDeliver(app: FastifyInstance, by: TestAccount, id: number): Promise<LightMyRequestResponse> {
  const claim = await app.inject({ method: 'POST', url: `/api/expert/writing/problems/${id}/claims`, headers: by.headers });
  if (claim.statusCode !== 200) throw new Error(`claim answered ${claim.statusCode}: ${claim.body}`);
  const res = await deliver(
    app,
    by,
    id,
    { comment: 'Clear thesis; tighten the second paragraph.' },
    {
      filename: 'review.docx',
      data: await docxFile(['Reviewed essay with comments.']),
    },
  );
  if (res.statusCode !== 200) throw new Error(`delivery answered ${res.statusCode}: ${res.body}`);
  return res;
}

/** The dev outbox of an address, newest first. */
export async function mailbox(app: FastifyInstance, to: string): Promise<{ subject: string; text: string; html: string }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=50` });
  return (res.json() as { items: { subject: string; text: string; html: string }[] }).items;
}

/** The rating token of the newest review mail of an address. */
export async function ratingTokenFor(app: FastifyInstance, to: string): Promise<string> {
  const mail = (await mailbox(app, to)).find((m) => /rating\?token=/.test(m.text));
  const token = mail ? /\/rating\?token=([\w-]+)/.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no rating link in the mailbox of ${to}`);
  return token;
}
