import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, SUBJECTS, WRITING_SUBJECT } from '@photostudy/contracts';
import { budgetWorkbook } from '@photostudy/workbook/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { LedgerService } from '../modules/ledger/ledger.service';
import { bearer, tokensFor } from './auth-sessions';
import { askFields, type EngineTestApp, multipart, type TestAccount } from './engine-test-app';
import { claimAndDeliver, linkFields, ratingTokenFor, submitWriting, writer, writingStudent } from './writing-fixtures';

/** The callers of the authorisation matrix, in its column order. */
export const MATRIX_ROLES = ['guest', 'student', 'other', 'child', 'unassigned', 'assigned', 'admin'] as const;

/** One column of the matrix: a guest, the student who owns the fixtures, another student, a User-ID child, an expert who holds nothing of the student's, the expert who claimed the student's question, an admin. */
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** How far the student's question has gone when the world is built. */
export type QuestionStage = 'none' | 'connecting' | 'claimed' | 'started' | 'ended';

/** What a world holds beside its accounts. */
export interface WorldOptions {
  /** The student's question: none, waiting, claimed by the assigned expert, in its discussion (the default), or ended. */
  question?: QuestionStage;
  /** The question carries an image and a workbook (a Finance question), for the file and sheet routes. */
  withFiles?: boolean;
  /** The assigned expert has sent a suggestion with two options (needs a started question). */
  withSuggestion?: boolean;
  /** The student's Writing problem: none (the default), waiting, or claimed by the assigned expert. */
  writing?: 'none' | 'waiting' | 'claimed';
}

/** The accounts and ids one row of the matrix acts on. */
export interface AuthorizationWorld {
  /** The signed-in callers (the guest has none). */
  callers: Record<Exclude<MatrixRole, 'guest'>, TestAccount>;
  /** The student's question (0 without one). */
  qid: number;
  /** The stored file of the question's image, when asked with files. */
  imageFileId: string | null;
  /** A text message of the assigned expert in the question, once started. */
  expertMessageId: number | null;
  /** The assigned expert's suggestion and one of its options. */
  suggestion: { mid: number; optionId: number } | null;
  /** The student's Writing problem (0 without one). */
  writingProblemId: number;
}

/** Every subject, Writing included: both experts may act on everything the student asks. */
const EVERY_SUBJECT = [...SUBJECTS.map((s) => s.tid), WRITING_SUBJECT.tid];

/** A subject whose questions may carry a workbook. */
const SHEET_SUBJECT = SUBJECTS.find((s) => s.allowSpreadsheet)?.tid ?? 10;

let workbook: Buffer | null = null;
let image: Buffer | null = null;

/** A small PNG image, made once. */
export async function pngImage(): Promise<Buffer> {
  image ??= await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  return image;
}

/** A unique suffix for emails, product ids and order numbers. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

async function expectOk(res: Promise<LightMyRequestResponse>, what: string): Promise<Record<string, unknown>> {
  const answer = await res;
  if (answer.statusCode !== 200) throw new Error(`${what} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json() as Record<string, unknown>;
}

/** POST as an account, answering the JSON of a 200 (throws on anything else). */
export function postOk(app: FastifyInstance, who: TestAccount, url: string, payload?: object): Promise<Record<string, unknown>> {
  return expectOk(app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) }), `POST ${url}`);
}

/** A new Authorization header for an account (a new refresh family, so that a logout spoils nothing else). */
export async function freshHeaders(t: EngineTestApp, accountId: number): Promise<{ authorization: string }> {
  return bearer((await tokensFor(t.app, t.db, accountId)).access_token);
}

/**
 * Builds the matrix's world on the test app: the seven callers (new accounts, so that a world may be spoiled by the
 * row that uses it), the student's question claimed by the assigned expert, and what the options ask for.
 */
export async function buildWorld(t: EngineTestApp, options: WorldOptions = {}): Promise<AuthorizationWorld> {
  const stage = options.question ?? 'started';
  const [student, other, child, unassigned, assigned, admin] = await Promise.all([
    t.student({ balance: 3 }),
    t.student({ balance: 3 }),
    t.student({ balance: 3, authType: 'user_id' }),
    t.expert({ subjectIds: EVERY_SUBJECT, name: 'Unassigned Expert' }),
    t.expert({ subjectIds: EVERY_SUBJECT, name: 'Assigned Expert' }),
    t.admin(),
  ]);
  const callers = { student, other, child, unassigned, assigned, admin };
  const world: AuthorizationWorld = {
    callers,
    qid: 0,
    imageFileId: null,
    expertMessageId: null,
    suggestion: null,
    writingProblemId: 0,
  };

  if (stage !== 'none') {
    if (options.withFiles) {
      workbook ??= Buffer.from(await budgetWorkbook());
      world.qid = await t.ask(student, askFields({ subject_id: SHEET_SUBJECT }), [
        { field: 'image_file', filename: 'homework.png', data: await pngImage(), contentType: 'image/png' },
        { field: 'sheet_file', filename: 'budget.xlsx', data: workbook },
      ]);
      const question = await t.app.inject({ method: 'GET', url: `/api/questions/${world.qid}`, headers: student.headers });
      const url = String((question.json() as { attachment_url?: string | null }).attachment_url ?? '');
      world.imageFileId = /\/api\/files\/([a-f0-9]{32})/.exec(url)?.[1] ?? null;
      if (!world.imageFileId) throw new Error(`no image file in ${question.body}`);
    } else {
      world.qid = await t.ask(student);
    }
  }
  const q = `/api/expert/questions/${world.qid}`;
  if (stage === 'claimed' || stage === 'started' || stage === 'ended') await postOk(t.app, assigned, `${q}/claims`);
  if (stage === 'started' || stage === 'ended') {
    await postOk(t.app, assigned, `${q}/starts`);
    await postOk(t.app, student, `/api/questions/${world.qid}/messages`, { body: 'How do I start?' });
    world.expertMessageId = Number((await postOk(t.app, assigned, `${q}/messages`, { body: 'Isolate x first.' })).mid);
    if (options.withSuggestion) {
      const suggested = await postOk(t.app, assigned, `${q}/suggestions`, {
        body: 'Which step is next?',
        options: [{ body: 'Subtract 5' }, { body: 'Divide by 2' }],
        time_remaining: 600,
      });
      const choices = (suggested.suggestion as { options: { id: number }[] } | undefined)?.options ?? [];
      world.suggestion = { mid: Number(suggested.mid), optionId: choices[0]?.id ?? 0 };
    }
  }
  if (stage === 'ended') await postOk(t.app, student, `/api/questions/${world.qid}/ends`);

  if (options.writing && options.writing !== 'none') {
    await grantWriting(t, student.id);
    world.writingProblemId = Number((await expectOk(submitWriting(t.app, student, linkFields()), 'writing submission')).id);
    if (options.writing === 'claimed') await postOk(t.app, assigned, `/api/expert/writing/problems/${world.writingProblemId}/claims`);
  }
  return world;
}

/** Ids made once for the rows whose resource is not the world's: public pages and links, and what only admins act on. */
export interface MatrixExtras {
  /** A student's avatar file name (`/api/avatars/{name}`). */
  avatarName: string;
  /** The share code of another student's finished session. */
  sharedCode: string;
  /** A data-deletion request's public id. */
  dataDeletionRequestId: string;
  /** A parents' offer's code. */
  parentsCode: string;
  /** The emailed rating link's token of a delivered Writing review. */
  ratingToken: string;
  /** A purchase an admin may refund. */
  purchaseId: number;
}

/** A multipart call as an account. */
export function injectForm(
  app: FastifyInstance,
  who: TestAccount,
  url: string,
  fields: Record<string, string | number>,
  files: Parameters<typeof multipart>[1] = [],
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return app.inject({ method: 'POST', url, headers: { ...who.headers, ...body.headers }, payload: body.payload });
}

/** Vaults the sandbox's test Visa as the account's default payment method. */
export function addCard(app: FastifyInstance, who: TestAccount): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/payment-methods',
    headers: who.headers,
    payload: { payment_method_nonce: 'fake-valid-visa-nonce', is_default: true },
  });
}

/** Makes the extras through the API, with accounts of their own (none of the worlds' callers). */
export async function buildExtras(t: EngineTestApp, admin: TestAccount): Promise<MatrixExtras> {
  const author = await t.student({ balance: 3 });
  const expert = await t.expert();
  const image = [{ field: 'image', filename: 'me.png', data: await pngImage(), contentType: 'image/png' }];
  const avatar = await expectOk(injectForm(t.app, author, '/api/avatar-updates', {}, image), 'avatar upload');
  const avatarName = String(avatar.url).split('/').pop() ?? '';

  const qid = await t.ask(author);
  await postOk(t.app, expert, `/api/expert/questions/${qid}/claims`);
  await postOk(t.app, expert, `/api/expert/questions/${qid}/starts`);
  await postOk(t.app, author, `/api/questions/${qid}/ends`);
  const sharedCode = String((await postOk(t.app, author, `/api/questions/${qid}/shares`)).code);

  const leaving = await t.student();
  const dataDeletionRequestId = String((await postOk(t.app, leaving, '/api/data-deletion-requests')).request_id);
  const parentsCode = String((await postOk(t.app, admin, '/api/admin/parents-offers', { uid: author.id, sessions: 1 })).code);

  const writingAuthor = await writingStudent(t, { credits: 1 });
  const problem = await expectOk(submitWriting(t.app, writingAuthor, linkFields()), 'writing submission');
  await claimAndDeliver(t.app, await writer(t), Number(problem.id));
  const status = await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: writingAuthor.headers });
  const ratingToken = await ratingTokenFor(t.app, String((status.json() as { profile: { email: string } }).profile.email));

  await expectOk(addCard(t.app, author), 'card');
  await expectOk(
    t.app.inject({
      method: 'POST',
      url: '/api/payments/credit',
      headers: { ...author.headers, [IDEMPOTENCY_KEY_HEADER]: `k-${uniqueSuffix()}` },
      payload: { product_id: 'sessions_1' },
    }),
    'purchase',
  );
  const purchases = await t.app.inject({ method: 'GET', url: `/api/admin/purchases?query=${author.id}`, headers: admin.headers });
  const purchaseId = (purchases.json() as { purchases: { id: number; uid: number }[] }).purchases.find((p) => p.uid === author.id)?.id;
  if (!purchaseId) throw new Error(`no purchase of ${author.id} in ${purchases.body}`);
  return { avatarName, sharedCode, dataDeletionRequestId, parentsCode, ratingToken, purchaseId };
}

/** Writing credits for an account, through the ledger (the matrix's students submit Writing problems). */
export async function grantWriting(t: EngineTestApp, accountId: number, credits = 1): Promise<void> {
  await t.db.transaction((tx) =>
    new LedgerService().adjust(tx, { accountId, kind: 'writing', delta: credits, reason: 'grant', note: 'matrix' }),
  );
}

/** The routes of a route tree as `printRoutes` draws it (a path piece per node, its methods in brackets). */
function routesOfTree(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const branch = line.indexOf('── ');
    if (branch < 0) continue;
    const depth = Math.round((branch + 3) / 4) - 1;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 3));
    if (!match?.[1]) continue;
    stack.length = depth;
    stack.push(match[1]);
    for (const method of (match[2] ?? '').split(',').map((m) => m.trim())) if (method) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

/**
 * Every route the app registered, as 'METHOD /path/:param' (HEAD left out). find-my-way draws its tree with a gap
 * either way (without common prefixes it drops a wildcard beside a parameter, with them the root wildcard), so the
 * union of both drawings and of the OpenAPI document's paths is taken, and each candidate is checked with `hasRoute`.
 */
export async function registeredRoutes(app: FastifyInstance): Promise<string[]> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, object> };
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const candidates = new Set([
    ...routesOfTree(app.printRoutes()),
    ...routesOfTree(app.printRoutes({ commonPrefix: false })),
    ...documented,
  ]);
  return [...candidates]
    .filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return method !== 'HEAD' && app.hasRoute({ method: method as 'GET', url });
    })
    .sort();
}
