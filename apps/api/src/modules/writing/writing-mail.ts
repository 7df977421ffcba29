import { mailLanguage } from '../mail/templates';
import { WRITING_RATING_TOKEN_TTL_S, WRITING_REVIEW_LINK_TTL_S, type WritingContext } from './writing-context';
import type { WritingProblemRow } from './writing.repository';

// The student's own address and the problem's alternative one, once each (`ownFirst`: the alternative address only
// when the account has none, for news that concern the account rather than the review).
async function recipientsOf(
  ctx: WritingContext,
  problem: WritingProblemRow,
  ownFirst = false,
): Promise<{ to: string[]; language: string | null }> {
  const [contact, basics] = [await ctx.accounts.basicsWithEmail(problem.studentId), await ctx.accounts.basics(problem.studentId)];
  const own = contact?.email ?? null;
  const chosen = ownFirst && own ? [own] : [own, problem.email];
  const to = [...new Set(chosen.filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase()))];
  return { to, language: basics?.language ?? null };
}

const DAY_S = 24 * 3600;

/**
 * Mails a delivered review to the student (and the alternative address): a signed link to the reviewed file and the
 * `/rating?token=` link, both absolute under PUBLIC_URL. Runs after commit; a failed send is logged, never undoes
 * the delivery (the review is in My Sessions either way).
 */
export async function mailReview(ctx: WritingContext, problem: WritingProblemRow, token: string): Promise<void> {
  if (!problem.reviewFileId) return;
  const { to, language } = await recipientsOf(ctx, problem);
  const now = ctx.clock.now();
  const input = {
    description: problem.description,
    comment: problem.reviewComment ?? '',
    fileUrl: `${ctx.settings.publicUrl}${ctx.signer.url(problem.reviewFileId, now, WRITING_REVIEW_LINK_TTL_S)}`,
    ratingUrl: `${ctx.settings.publicUrl}/rating?token=${encodeURIComponent(token)}`,
    fileLinkDays: Math.round(WRITING_REVIEW_LINK_TTL_S / DAY_S),
    ratingLinkDays: Math.round(WRITING_RATING_TOKEN_TTL_S / DAY_S),
  };
  for (const address of to) {
    try {
      await ctx.mail.sendWritingReview(address, mailLanguage(language), input);
    } catch (err) {
      ctx.log.error({ err, problemId: problem.id }, 'writing review mail failed');
    }
  }
}

/**
 * Mails a student that a problem was refunded because nobody delivered it in time (after commit, like the review),
 * at the account's own address (the alternative one only when the account has none).
 */
export async function mailRefund(ctx: WritingContext, problem: WritingProblemRow): Promise<void> {
  const { to, language } = await recipientsOf(ctx, problem, true);
  for (const address of to) {
    try {
      await ctx.mail.sendWritingRefund(address, mailLanguage(language), problem.description);
    } catch (err) {
      ctx.log.error({ err, problemId: problem.id }, 'writing refund mail failed');
    }
  }
}
