import { RATING_REASON_REQUIRED_MAX_POINT, type ratingSubmissionSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import { type EngineContext, transact } from './engine-context';
import { isOver } from './question.lifecycle';
import { findOpenQuestions, lockQuestion, type QuestionRow, updateQuestion } from './question.repository';

/** A rating submission as sent. */
export type RatingInput = z.infer<typeof ratingSubmissionSchema>;

/** A free repost is offered for a low score on an answered, unflagged first question, once, with no other question open. */
export function canOfferRepost(q: QuestionRow, point: number, hasOpenQuestion: boolean): boolean {
  return (
    point <= RATING_REASON_REQUIRED_MAX_POINT && q.answered && !q.isRepost && q.repostedAsId === null && !q.flagged && !hasOpenQuestion
  );
}

/**
 * `POST /api/questions/{qid}/rates` through the stages rating -> choosing_repost_option -> choosing_reason:
 * stars 1-5 once (later stages may correct them); 1-2 need a reason at choosing_reason; 3 and more clear
 * it. The expert's rating follows. Answers whether a free repost is offered.
 */
export class RatingService {
  constructor(private readonly ctx: EngineContext) {}

  async rate(accountId: number, qid: number, input: RatingInput): Promise<{ can_repost: boolean }> {
    return transact(this.ctx, async (tx, scope) => {
      const q = await lockQuestion(tx, qid);
      if (!q || q.authorId !== accountId || q.isSample) throw appError('SESSION_NOT_FOUND');
      if (!isOver(q) || q.discussionStartedAt === null) throw appError('CONFLICT', { message: 'This session cannot be rated.' });
      if (input.stage === 'rating' && q.answerPoint > 0) throw appError('ALREADY_RATED');

      const point = input.point;
      let reasonId: number | null = null;
      let reasonContent: string | null = null;
      if (point <= RATING_REASON_REQUIRED_MAX_POINT) {
        const given = input.reason ?? null;
        if (given) {
          const reason = await this.ctx.catalog.ratingReason(given.id, tx);
          if (!reason) throw appError('VALIDATION_FAILED', { fields: { 'reason.id': 'Unknown reason.' } });
          const content = given.content.trim();
          if (reason.type === 'free_text' && !content)
            throw appError('VALIDATION_FAILED', { fields: { 'reason.content': 'Please tell us what went wrong.' } });
          reasonId = reason.id;
          reasonContent = content || null;
        } else if (input.stage === 'choosing_reason') {
          throw appError('VALIDATION_FAILED', { message: 'A reason is required for a rating of 1 or 2.', fields: { reason: 'required' } });
        } else {
          reasonId = q.ratingReasonId;
          reasonContent = q.ratingReasonContent;
        }
      }

      const now = this.ctx.clock.now();
      await updateQuestion(tx, q.id, {
        answerPoint: point,
        ratingStage: input.stage,
        ratingReasonId: reasonId,
        ratingReasonContent: reasonContent,
        isRepostRequested: input.is_repost ?? q.isRepostRequested,
        ratedAt: q.ratedAt ?? now,
        updatedAt: now,
      });
      if (q.expertId !== null && point !== q.answerPoint)
        await this.ctx.accounts.addExpertRating(tx, q.expertId, point - q.answerPoint, q.answerPoint === 0 ? 1 : 0);
      const hasOpen = (await findOpenQuestions(tx, accountId)).length > 0;
      const canRepost = canOfferRepost(q, point, hasOpen);
      await this.ctx.analytics.recordIn(tx, {
        name: 'question_rated',
        accountId,
        createdAt: now,
        data: { qid: q.id, stage: input.stage, point, reason_id: reasonId, is_repost: input.is_repost ?? null, can_repost: canRepost },
      });
      scope.emit('question.rated', { qid: q.id, authorId: accountId, expertId: q.expertId, point, stage: input.stage, canRepost });
      return { can_repost: canRepost };
    });
  }
}
