import {
  CHANNELS,
  EXPERT_PRIVATE_EVENTS,
  STUDENT_PRIVATE_EVENTS,
  writingDeliveryFieldsSchema,
  type writingQueueSchema,
} from '@photostudy/contracts';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import { findStoredFile } from '../uploads/uploads.repository';
import { recordFile, saveFileBytes } from '../uploads/uploads.service';
import { isWriter, publishToWriters, WRITING_TIMER_KINDS, type WritingContext } from './writing-context';
import { prepareWritingDocument } from './writing-documents';
import type { WritingForm } from './writing-form';
import { mailReview } from './writing-mail';
import { documentPreview, type WritingPreview } from './writing-preview';
import type { WritingRatingService } from './writing-rating.service';
import { presentExpertProblem, presentQueueItem, type WritingExpertProblemWire } from './writing.presenter';
import {
  claimIfWaiting,
  findProblem,
  listHeldBy,
  listWaiting,
  lockProblem,
  updateProblem,
  type WritingProblemRow,
} from './writing.repository';
import { writingTexts } from './writing.texts';

/**
 * The writer's side (expert console): the Writing queue, claims (first wins), the problem with its document's
 * preview, and deliveries. Only experts whose subjects include Writing may use it (403 otherwise).
 */
export class WriterService {
  constructor(
    private readonly ctx: WritingContext,
    private readonly ratings: WritingRatingService,
  ) {}

  private async assertWriter(expertId: number): Promise<void> {
    if (await isWriter(this.ctx, expertId)) return;
    const account = await this.ctx.accounts.basics(expertId);
    throw appError('FORBIDDEN', { message: writingTexts(account?.language).notAWriter });
  }

  private links() {
    return { signer: this.ctx.signer, now: this.ctx.clock.now() };
  }

  // The stored document rendered for the console; a document that will not render shows as empty text (the
  // original file's link is still there), never as a failed call.
  private async preview(problem: WritingProblemRow): Promise<WritingPreview> {
    if (problem.source === 'url' || !problem.fileId || !problem.fileKind) return { kind: 'link', url: problem.url ?? '' };
    const stored = await findStoredFile(this.ctx.db, problem.fileId);
    const data = stored ? await this.ctx.files.get(stored.storageKey) : null;
    if (!data) return { kind: 'text', text: '' };
    try {
      return await documentPreview(problem.fileKind, data);
    } catch (err) {
      this.ctx.log.warn({ err, problemId: problem.id }, 'writing preview failed');
      return { kind: 'text', text: '' };
    }
  }

  private async present(problem: WritingProblemRow): Promise<WritingExpertProblemWire> {
    return presentExpertProblem(problem, await this.preview(problem), this.links());
  }

  /** `GET /api/expert/writing/queue`: problems waiting for a writer (oldest first) and the ones I hold. */
  async queue(expertId: number): Promise<z.infer<typeof writingQueueSchema>> {
    await this.assertWriter(expertId);
    const { db } = this.ctx;
    const [waiting, mine] = [await listWaiting(db), await listHeldBy(db, expertId)];
    return { waiting: waiting.map(presentQueueItem), mine: mine.map(presentQueueItem) };
  }

  /**
   * `POST /api/expert/writing/problems/{id}/claims`: one conditional UPDATE (only while waiting), so that the first
   * of any number of racing writers wins and the others get 409 QUESTION_TAKEN. Claiming one's own claim again
   * answers it. The student and every writer hear of it after commit; the deadline keeps running.
   */
  async claim(expertId: number, id: number): Promise<WritingExpertProblemWire> {
    await this.assertWriter(expertId);
    const { ctx } = this;
    const claimed = await ctx.work.run(async (scope) => {
      const row = await claimIfWaiting(scope.tx, id, expertId, ctx.clock.now());
      if (!row) {
        const current = await findProblem(scope.tx, id);
        if (!current) throw appError('NOT_FOUND');
        if (current.writerId === expertId && current.state === 'claimed') return current;
        throw appError('QUESTION_TAKEN');
      }
      scope.publish(CHANNELS.privateStudent(row.studentId), STUDENT_PRIVATE_EVENTS.writingProblemUpdated, { id: row.id, state: row.state });
      await publishToWriters(ctx, scope, EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: row.id, state: row.state });
      return row;
    });
    return this.present(claimed);
  }

  /** `GET /api/expert/writing/problems/{id}`: a problem waiting in the queue, or one I hold or held, with its preview. */
  async get(expertId: number, id: number): Promise<WritingExpertProblemWire> {
    await this.assertWriter(expertId);
    const problem = await findProblem(this.ctx.db, id);
    if (!problem || !(problem.state === 'waiting' || problem.writerId === expertId)) throw appError('NOT_FOUND');
    return this.present(problem);
  }

  /**
   * `POST /api/expert/writing/problems/{id}/deliveries` (multipart `file`, a docx checked by content, and `comment`):
   * only the claiming writer delivers (403 otherwise). The reviewed file is stored first; one unit of work marks the
   * problem delivered, creates its rating token and cancels its deadline; after commit the student hears of it and is
   * mailed the file's link and the rating link.
   */
  async deliver(expertId: number, id: number, form: WritingForm): Promise<WritingExpertProblemWire> {
    await this.assertWriter(expertId);
    const { ctx } = this;
    const t = writingTexts((await ctx.accounts.basics(expertId))?.language);
    const checkHolder = (problem: WritingProblemRow | null): WritingProblemRow => {
      if (!problem) throw appError('NOT_FOUND');
      if (problem.writerId !== expertId) throw appError('FORBIDDEN');
      if (problem.state !== 'claimed') throw appError('CONFLICT', { message: t.notOpen });
      return problem;
    };
    checkHolder(await findProblem(ctx.db, id));
    const fields = writingDeliveryFieldsSchema.safeParse({ comment: form.fields.comment ?? '' });
    if (!fields.success) throw appError('VALIDATION_FAILED', { fields: { comment: '1 to 5000 characters' } });
    if (!form.file) throw appError('VALIDATION_FAILED', { message: t.reviewRequired, fields: { file: t.reviewRequired } });
    const review = await prepareWritingDocument(form.file, 'writing_review', ['docx'], t.reviewType);

    const saved = await saveFileBytes(ctx.files, review, 'writing');
    let delivered: WritingProblemRow;
    try {
      delivered = await ctx.work.run(async (scope) => {
        const { tx } = scope;
        const problem = checkHolder(await lockProblem(tx, id));
        await recordFile(tx, saved, review, expertId, null);
        const now = ctx.clock.now();
        const row = await updateProblem(tx, problem.id, {
          state: 'delivered',
          reviewFileId: saved.id,
          reviewFileName: review.originalName,
          reviewComment: fields.data.comment,
          deliveredAt: now,
          updatedAt: now,
        });
        const issued = await this.ratings.issue(tx, row.id);
        await ctx.timers.cancel(tx, WRITING_TIMER_KINDS.deadline, row.id);
        scope.publish(CHANNELS.privateStudent(row.studentId), STUDENT_PRIVATE_EVENTS.writingProblemUpdated, {
          id: row.id,
          state: row.state,
        });
        scope.publish(CHANNELS.privateExpert(expertId), EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: row.id, state: row.state });
        scope.afterCommit(() => mailReview(ctx, row, issued));
        scope.emit('writing.delivered', { problemId: row.id, studentId: row.studentId, writerId: expertId });
        return row;
      });
    } catch (err) {
      // Nothing committed: the stored bytes belong to no problem.
      await ctx.files.delete(saved.storageKey).catch(() => undefined);
      throw err;
    }
    return this.present(delivered);
  }
}
