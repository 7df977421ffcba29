import type { writingRatingProblemSchema, writingRatingRequestSchema } from '@photostudy/contracts';
import type { DbExecutor } from '@photostudy/db';
import type { z } from 'zod';
import { addSeconds } from '../../core/clock';
import { opaqueToken, sha256Hex } from '../../core/secrets';
import { appError } from '../../errors/app-error';
import { WRITING_RATING_TOKEN_BYTES, WRITING_RATING_TOKEN_TTL_S, type WritingContext } from './writing-context';
import { presentRatingProblem } from './writing.presenter';
import { findByTokenHash, insertRatingToken, lockProblem, rateIfUnrated, type WritingProblemRow } from './writing.repository';

/**
 * A delivered problem's rating link: 32 random bytes (base64url) in the emailed `/rating?token=` link, only its
 * SHA-256 stored, one per problem, expiring after WRITING_RATING_TOKEN_TTL_DAYS. It reads its problem and rates it
 * once, logged out; it opens nothing else (no session, no other problem, not the review file).
 */
export class WritingRatingService {
  constructor(private readonly ctx: WritingContext) {}

  /** Creates the rating token of a problem being delivered (in the delivery's transaction); answers the token. */
  async issue(tx: DbExecutor, problemId: number): Promise<string> {
    const token = opaqueToken(WRITING_RATING_TOKEN_BYTES);
    const now = this.ctx.clock.now();
    await insertRatingToken(tx, {
      tokenHash: sha256Hex(token),
      problemId,
      expiresAt: addSeconds(now, WRITING_RATING_TOKEN_TTL_S),
      createdAt: now,
    });
    return token;
  }

  // The problem of a live token; a wrong, expired or unusable one is one answer, so that a guess learns nothing.
  private async problemOf(db: DbExecutor, token: string): Promise<WritingProblemRow> {
    const found = await findByTokenHash(db, sha256Hex(token));
    if (!found || found.expiresAt <= this.ctx.clock.now() || found.problem.state !== 'delivered')
      throw appError('WRITING_RATING_LINK_INVALID');
    return found.problem;
  }

  /** `GET /api/es/askers/me/problem?token=`: the delivered problem the link rates (`rating_point` above 0 once rated). */
  async problem(token: string): Promise<z.infer<typeof writingRatingProblemSchema>> {
    return presentRatingProblem(await this.problemOf(this.ctx.db, token));
  }

  /**
   * `POST /api/es/problems/rates`: rates the problem once (`ALREADY_RATED` when the link was used); the points go to
   * the writer's running rating in the same transaction.
   */
  async rate(input: z.infer<typeof writingRatingRequestSchema>): Promise<{ ok: true }> {
    const { ctx } = this;
    await ctx.work.run(async (scope) => {
      const { tx } = scope;
      const known = await this.problemOf(tx, input.token);
      // Locked, so that two uses of one link at once give one rating and one ALREADY_RATED.
      const problem = await lockProblem(tx, known.id);
      if (!problem || problem.ratingPoint > 0) throw appError('ALREADY_RATED');
      const rated = await rateIfUnrated(tx, problem.id, { point: input.point, reason: input.reason, now: ctx.clock.now() });
      if (!rated) throw appError('ALREADY_RATED');
      if (rated.writerId !== null) await ctx.accounts.addExpertRating(tx, rated.writerId, input.point, 1);
      scope.emit('writing.rated', {
        problemId: rated.id,
        studentId: rated.studentId,
        writerId: rated.writerId,
        point: input.point,
        reason: input.reason,
      });
    });
    return { ok: true };
  }
}
