import { FEATURES, SHARED_SESSION_PREVIEW_MESSAGES, SHARED_SESSION_PREVIEW_STEPS } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import { addSeconds, type Clock, epochS } from '../../core/clock';
import { appError } from '../../errors/app-error';
import type { RequestAccount } from '../../plugins/authenticate';
import type { AccountService } from '../account/account.service';
import { findQuestionView, listMessages, type QuestionRow, type QuestionView } from '../questions/question.repository';
import type { FileUrlSigner } from '../uploads/file-url-signer';
import { demoShareCode, newShareCode, parseShareCode } from './share-code';
import type { SharedSolver } from './shared-solver';
import { presentSharedQuestion, presentSolver, type SharedSessionWire } from './shares.presenter';
import {
  deleteViewsOfCodes,
  findLiveShareByCode,
  findLiveShareByQid,
  insertShareOnce,
  openView,
  revokeLiveShares,
} from './shares.repository';

/** A User-ID (child) account: it may neither share nor open other students' shared sessions. */
const CHILD_AUTH_TYPE = 'user_id';
/** Tries at making a question's live code (a second try only after a code collision, which 128 bits make theoretical). */
const SHARE_INSERT_TRIES = 3;

/** Who looks at a shared page, and until when a viewer may. */
type Looker = { viewer: 'guest' } | { viewer: 'owner' } | { viewer: 'viewer'; expiresAt: Date };

/** A finished session: explained, or dead after a discussion that ended (a question nobody answered has nothing to show). */
function isFinished(q: QuestionRow): boolean {
  return q.state === 'explained' || (q.state === 'dead' && q.discussionStatus === 'EXPIRED');
}

/**
 * Shared session pages (spec 000 sections 2-4, brief section 12): the author of a finished session makes (and revokes)
 * its unguessable code; the page shows guests a preview cut here on the server, the owner everything, and every other
 * logged-in viewer everything for a window from their first opening, kept per viewer and code in the database.
 */
export class SharesService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      files: FileUrlSigner;
      accounts: Pick<AccountService, 'basics'>;
      solver: SharedSolver;
      /** A viewer's window on another student's shared session (`SHARED_SESSION_WINDOW_S`). */
      windowS: number;
      /** Base of the page links (`PUBLIC_URL`). */
      publicUrl: string;
    },
  ) {}

  private answer(code: string): { code: string; url: string } {
    return { code, url: `${this.deps.publicUrl}/sessions/${encodeURIComponent(code)}` };
  }

  // Children never share nor look at others' pages; what the account is otherwise is the caller's business.
  private async basicsOf(accountId: number) {
    const basics = await this.deps.accounts.basics(accountId);
    if (!basics) throw appError('UNAUTHORIZED');
    if (basics.authType === CHILD_AUTH_TYPE) throw appError('SHARED_SESSION_NOT_AVAILABLE');
    return basics;
  }

  // The question of a student's share call: their own (sample sessions are everyone's), else it does not exist.
  private async shareableQuestion(accountId: number, qid: number): Promise<QuestionView> {
    await this.basicsOf(accountId);
    const view = await findQuestionView(this.deps.db, qid);
    if (!view || (!view.q.isSample && view.q.authorId !== accountId)) throw appError('SESSION_NOT_FOUND');
    return view;
  }

  /**
   * `POST /api/questions/{qid}/shares`: the question's live code, made at the first call (the same code on every later
   * call; of concurrent first calls the partial unique index keeps one, and the others read it). Sample sessions
   * answer their demo code.
   */
  async share(accountId: number, qid: number): Promise<{ code: string; url: string }> {
    const { db, clock } = this.deps;
    const { q } = await this.shareableQuestion(accountId, qid);
    if (q.isSample) return this.answer(demoShareCode(q.id));
    if (!isFinished(q)) throw appError('QUESTION_NOT_SHAREABLE');
    for (let attempt = 0; attempt < SHARE_INSERT_TRIES; attempt++) {
      const live = await findLiveShareByQid(db, q.id);
      if (live) return this.answer(live.code);
      const made = await insertShareOnce(db, { code: newShareCode(), qid: q.id, ownerId: q.authorId, createdAt: clock.now() });
      if (made) return this.answer(made.code);
    }
    throw new Error(`no share code could be stored for question ${q.id}`);
  }

  /** `DELETE /api/questions/{qid}/shares`: the live code stops working for good (its viewers' windows go with it). */
  async revoke(accountId: number, qid: number): Promise<{ revoked: boolean }> {
    const { q } = await this.shareableQuestion(accountId, qid);
    if (q.isSample) return { revoked: false };
    const now = this.deps.clock.now();
    const codes = await this.deps.db.transaction(async (tx) => {
      const revoked = await revokeLiveShares(tx, q.id, now);
      await deleteViewsOfCodes(tx, revoked);
      return revoked;
    });
    return { revoked: codes.length > 0 };
  }

  // The question behind a code: a live code of a student's session, or the demo code of a sample session.
  private async questionOf(rawCode: string): Promise<{ code: string; view: QuestionView }> {
    const shape = parseShareCode(rawCode);
    if (!shape) throw appError('INVALID_SHARED_SESSION');
    const qid = shape.kind === 'demo' ? shape.qid : (await findLiveShareByCode(this.deps.db, shape.code))?.qid;
    const view = qid === undefined ? null : await findQuestionView(this.deps.db, qid);
    if (!view || view.q.isSample !== (shape.kind === 'demo')) throw appError('INVALID_SHARED_SESSION');
    return { code: shape.code, view };
  }

  // Who looks: a guest; the author; or a viewer (an expert, an admin, a student with the pool feature) with a window.
  private async lookerOf(account: RequestAccount | null, code: string, q: QuestionRow, now: Date): Promise<Looker> {
    if (!account) return { viewer: 'guest' };
    if (account.id === q.authorId) return { viewer: 'owner' };
    if (account.role === 'student') {
      const basics = await this.basicsOf(account.id);
      if (!basics.features.includes(FEATURES.SHARED_SESSION_POOL)) throw appError('SHARED_SESSION_NOT_AVAILABLE');
    }
    const view = await openView(this.deps.db, {
      code,
      viewerId: account.id,
      firstViewedAt: now,
      expiresAt: addSeconds(now, this.deps.windowS),
    });
    return { viewer: 'viewer', expiresAt: view.expiresAt };
  }

  /**
   * `GET /api/misc/shared-sessions/{code}`: the page of a code for whoever asks. Anything but a live code answers code 1.
   * A guest gets the preview only (the first messages and steps; no answer, no Wolfram|Alpha); a viewer past their
   * window gets the EXPIRED page: the question without its messages, and the solver without its working.
   */
  async page(account: RequestAccount | null, rawCode: string): Promise<SharedSessionWire> {
    const { db, clock, files, solver } = this.deps;
    const { code, view } = await this.questionOf(rawCode);
    const now = clock.now();
    const looker = await this.lookerOf(account, code, view.q, now);
    const isExpired = looker.viewer === 'viewer' && now.getTime() >= looker.expiresAt.getTime();
    const question = presentSharedQuestion(view, await listMessages(db, view.q.id), { files, now });
    const solved = await solver.solve(view.q.title, question.lang, looker.viewer !== 'guest' && !isExpired);
    const page: SharedSessionWire = {
      code,
      status: 'NORMAL',
      viewer: looker.viewer,
      preview: looker.viewer === 'guest',
      question,
      solver: presentSolver(solved.result, solved.wolfram),
      expired_time: looker.viewer === 'viewer' ? epochS(looker.expiresAt) : null,
      server_time: epochS(now),
    };
    if (looker.viewer === 'guest') return previewOf(page);
    if (isExpired) return expiredOf(page);
    return page;
  }
}

/** A guest's preview: cut on the server, so that no more than the preview ever leaves it. */
function previewOf(page: SharedSessionWire): SharedSessionWire {
  return {
    ...page,
    question: { ...page.question, messages: page.question.messages.slice(0, SHARED_SESSION_PREVIEW_MESSAGES) },
    solver: { ...page.solver, steps: page.solver.steps.slice(0, SHARED_SESSION_PREVIEW_STEPS), answer_latex: null, wolfram: null },
  };
}

/** A page past the viewer's window: the title stays; the messages, the working and the answer go. */
function expiredOf(page: SharedSessionWire): SharedSessionWire {
  return {
    ...page,
    status: 'EXPIRED',
    question: { ...page.question, messages: [] },
    solver: { ...page.solver, steps: [], answer_latex: null, wolfram: null },
  };
}
