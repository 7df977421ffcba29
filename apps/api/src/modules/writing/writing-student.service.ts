import {
  ERRORS,
  EXPERT_PRIVATE_EVENTS,
  FEATURES,
  WRITING_DESCRIPTION_MAX_CHARS,
  WRITING_PROBLEM_PAGE_SIZE,
  type writingInfoSchema,
  writingSubmissionFieldsSchema,
} from '@photostudy/contracts';
import type { z } from 'zod';
import { addSeconds, epochS } from '../../core/clock';
import { appError } from '../../errors/app-error';
import { recordFile, saveFileBytes } from '../uploads/uploads.service';
import { checkGoogleDocsLink, prepareWritingDocument } from './writing-documents';
import type { WritingForm } from './writing-form';
import { blockOf, nextMonthStart, nextWeekStart, standingOf, type WritingStanding } from './writing-limits';
import { publishToWriters, WRITING_PROMISE_S, WRITING_TIMER_KINDS, type WritingContext } from './writing-context';
import { presentProblem, type WritingProblemWire } from './writing.presenter';
import { insertProblem, listStudentProblems } from './writing.repository';
import { blockedError, outOfCreditsError, writingTexts } from './writing.texts';

/** What a student account must be to use Writing. */
type StudentAccount = { id: number; authType: string; language: string; features: string[] };

/**
 * The account, refused unless Writing is one of its features (spec: hasWriting gates the Writing route). Its texts
 * follow the interface language the app sent (Accept-Language), else the account's.
 */
async function writingStudent(ctx: WritingContext, accountId: number, language?: string): Promise<StudentAccount> {
  const account = await ctx.accounts.basics(accountId);
  if (!account) throw appError('UNAUTHORIZED');
  const speaking = { ...account, language: language ?? account.language };
  if (!account.features.includes(FEATURES.ENGLISH_SUBJECT))
    throw appError('FORBIDDEN', { message: writingTexts(speaking.language).writingNotEnabled });
  return speaking;
}

/**
 * The student's side of the Writing track: the writing info, submissions and the list of `/my-sessions`.
 * Submitting checks the form in the order of spec 001 section 5 and the one-open, weekly, monthly and credit rules
 * of section 6, then debits one Writing credit in the transaction that stores the problem.
 */
export class WritingStudentService {
  constructor(private readonly ctx: WritingContext) {}

  private links() {
    return { signer: this.ctx.signer, now: this.ctx.clock.now() };
  }

  // The refusal of a block, with what the client may show beside it.
  private refusal(standing: WritingStanding, account: StudentAccount, now: Date) {
    const { weeklyLimit, monthlyLimit } = this.ctx.settings;
    const block = blockOf(standing, { weeklyLimit, monthlyLimit }, Number.POSITIVE_INFINITY);
    if (block === 'WRITING_IN_PROGRESS') return blockedError(block, account.language, { open_problem_id: standing.open?.id });
    if (block === 'WEEKLY_LIMITATION')
      return blockedError(block, account.language, { limit: weeklyLimit, resets_at: epochS(nextWeekStart(now)) });
    if (block === 'MONTHLY_LIMITATION')
      return blockedError(block, account.language, { limit: monthlyLimit, resets_at: epochS(nextMonthStart(now)) });
    return null;
  }

  /** `GET /api/es/askers/me`: credits from the ledger, the limits and their use, why a submission would be refused, the open problem. */
  async info(accountId: number): Promise<z.infer<typeof writingInfoSchema>> {
    const { ctx } = this;
    await writingStudent(ctx, accountId);
    const now = ctx.clock.now();
    const [balance, standing] = [await ctx.ledger.balance(ctx.db, accountId), await standingOf(ctx.db, accountId, now)];
    const { weeklyLimit, monthlyLimit } = ctx.settings;
    return {
      credit_count: balance.creditCount,
      weekly_limit: weeklyLimit,
      weekly_used: standing.weeklyUsed,
      monthly_limit: monthlyLimit,
      monthly_used: standing.monthlyUsed,
      blocked_by: blockOf(standing, { weeklyLimit, monthlyLimit }, balance.creditCount),
      question: standing.open ? presentProblem(standing.open, this.links()) : null,
    };
  }

  /** `GET /api/es/askers/me/problems?page=`: the student's problems, newest first, 20 a page. */
  async list(accountId: number, page: number): Promise<{ problems: WritingProblemWire[]; has_more: boolean }> {
    const { ctx } = this;
    await writingStudent(ctx, accountId);
    const rows = await listStudentProblems(ctx.db, accountId, WRITING_PROBLEM_PAGE_SIZE + 1, (page - 1) * WRITING_PROBLEM_PAGE_SIZE);
    const links = this.links();
    return {
      problems: rows.slice(0, WRITING_PROBLEM_PAGE_SIZE).map((r) => presentProblem(r, links)),
      has_more: rows.length > WRITING_PROBLEM_PAGE_SIZE,
    };
  }

  /**
   * `POST /api/es/askers/me/problems`. The rules, each a catalogued error, in this order: description 1-225 after
   * trimming; a valid alternative email if any; no alternative email for User-ID accounts (privacy); exactly one of
   * file or link; a Google Docs link; a file of at most 10 MB that is really a doc or docx; one open problem; the
   * weekly and monthly limits; a Writing credit. The file is stored first, then one transaction takes the account lock,
   * checks the rules again under it, stores the problem, debits the credit and schedules the 48-hour deadline; the
   * writers hear of it after commit.
   */
  async submit(accountId: number, form: WritingForm, language?: string): Promise<WritingProblemWire> {
    const { ctx } = this;
    const account = await writingStudent(ctx, accountId, language);
    const t = writingTexts(account.language);

    // The contract's field rules, answered one catalogued code at a time in the spec's order.
    const given = (name: string) => form.fields[name]?.trim() || undefined;
    const parsed = writingSubmissionFieldsSchema.safeParse({
      description: form.fields.description ?? '',
      email: given('email'),
      url: given('url'),
    });
    const broken = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
    if (broken.has('description'))
      throw appError('VALIDATION_FAILED', { fields: { description: `1 to ${WRITING_DESCRIPTION_MAX_CHARS} characters` } });
    if (broken.has('email')) throw appError('INVALID_EMAIL', { fields: { email: ERRORS.INVALID_EMAIL.message } });
    const email = given('email')?.toLowerCase() ?? null;
    // A child's review goes to no address a parent did not approve: User-ID accounts read it in My Sessions.
    if (email && account.authType === 'user_id')
      throw appError('PRIVACY_SETTINGS_INCORRECT', { message: t.childEmail, fields: { email: t.childEmail } });
    const rawUrl = given('url');
    if (Boolean(form.file) === Boolean(rawUrl)) throw appError('WRITING_DOCUMENT_REQUIRED');
    const url = rawUrl ? checkGoogleDocsLink(broken.has('url') ? '' : rawUrl) : null;
    const description = (form.fields.description ?? '').trim();
    const document = form.file ? await prepareWritingDocument(form.file, 'writing_document', ['doc', 'docx']) : null;

    // Cheap early answers before the file is stored; all of them are checked again under the lock.
    const now = ctx.clock.now();
    const early = this.refusal(await standingOf(ctx.db, accountId, now), account, now);
    if (early) throw early;
    if ((await ctx.ledger.balance(ctx.db, accountId)).creditCount < 1) throw outOfCreditsError(account.authType, account.language);

    const saved = document ? await saveFileBytes(ctx.files, document, 'writing') : null;
    try {
      return await ctx.work.run(async (scope) => {
        const { tx } = scope;
        await ctx.ledger.lockAccount(tx, accountId);
        const at = ctx.clock.now();
        const refusal = this.refusal(await standingOf(tx, accountId, at), account, at);
        if (refusal) throw refusal;
        const problem = await insertProblem(tx, {
          studentId: accountId,
          description,
          email,
          source: document ? 'file' : 'url',
          fileId: saved?.id ?? null,
          fileName: document?.originalName ?? null,
          fileKind: document?.kind ?? null,
          url,
          state: 'waiting',
          deadlineAt: addSeconds(at, WRITING_PROMISE_S),
          createdAt: at,
          updatedAt: at,
        });
        if (!(await ctx.ledger.debit(tx, accountId, 'writing', problem.id))) throw outOfCreditsError(account.authType, account.language);
        if (saved && document) await recordFile(tx, saved, document, accountId, null);
        await ctx.timers.schedule(tx, WRITING_TIMER_KINDS.deadline, problem.id, WRITING_PROMISE_S);
        await publishToWriters(ctx, scope, EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: problem.id, state: 'waiting' });
        scope.emit('writing.submitted', { problemId: problem.id, studentId: accountId, source: problem.source });
        return presentProblem(problem, { signer: ctx.signer, now: at });
      });
    } catch (err) {
      if (saved) await ctx.files.delete(saved.storageKey).catch(() => undefined);
      throw err;
    }
  }
}
