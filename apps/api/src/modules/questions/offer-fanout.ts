import { CHANNELS, EXPERT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { epochS } from '../../core/clock';
import type { EngineContext } from './engine-context';
import { expertsToOffer, hasRejections, type QuestionRow } from './question.repository';

/**
 * How a waiting question reaches the experts (issue 19). A question every expert of its subject may take is published
 * once on `private-subject-queue-{subjectId}`, whose subscribers are exactly those experts (the channel authoriser
 * checks), so an ask costs one event however many experts are online. A question some of them must not see (a
 * repost, whose earlier experts never receive it; one an expert passed on) goes, as before, on `private-expert-{uid}` to
 * each present expert who may take it.
 */

async function presentExperts(ctx: EngineContext): Promise<number[]> {
  const ids = await ctx.publisher.presenceUserIds(CHANNELS.presenceExperts);
  return ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** A repost's thread names experts who must not learn even its id. */
function isRepostThread(q: QuestionRow): boolean {
  return q.isRepost || q.previousQuestionIds.length > 0;
}

/**
 * What the caller already knows of a question it offers, so the offer reads nothing again: a question just asked has
 * no rejections, and the ask has read its subject.
 */
export interface OfferKnown {
  isJustAsked?: boolean;
  subjectTitle?: string;
}

/** Whether every expert of the subject may be told about the question. */
async function isForWholeSubject(ctx: EngineContext, q: QuestionRow, exceptExpertIds: number[], known?: OfferKnown): Promise<boolean> {
  if (exceptExpertIds.length || isRepostThread(q)) return false;
  return known?.isJustAsked === true || !(await hasRejections(ctx.db, q.id));
}

/** The present experts of the subject who may take the question, per expert (subject, rejections, repost thread). */
async function eligiblePresentExperts(ctx: EngineContext, q: QuestionRow, exceptExpertIds: number[]): Promise<string[]> {
  const present = (await presentExperts(ctx)).filter((id) => !exceptExpertIds.includes(id));
  return (await expertsToOffer(ctx.db, present, q.subjectId, q.id)).map(CHANNELS.privateExpert);
}

/**
 * Publishes `questionOffered`: once on the subject's channel (through the batcher: a burst goes out as
 * `subjectQueueChanged`), or to each eligible present expert when some are excluded.
 */
export async function publishOffer(ctx: EngineContext, q: QuestionRow, exceptExpertIds: number[] = [], known?: OfferKnown): Promise<void> {
  const offer = async () => ({
    qid: q.id,
    subject_title: known?.subjectTitle ?? (await ctx.catalog.subject(q.subjectId))?.title ?? '',
    title: q.title,
    created: epochS(q.createdAt),
    is_repost: q.isRepost,
  });
  if (await isForWholeSubject(ctx, q, exceptExpertIds, known)) {
    await ctx.subjectQueue.offer(q.subjectId, await offer());
    return;
  }
  const channels = await eligiblePresentExperts(ctx, q, exceptExpertIds);
  if (channels.length) await ctx.publisher.publish(channels, EXPERT_PRIVATE_EVENTS.questionOffered, await offer());
}

/**
 * Publishes `questionWithdrawn` once on the subject's channel (experts who never had the question just read their
 * queue again), except for a repost's thread, whose earlier experts must not hear of it: that goes per expert.
 */
export async function publishWithdrawal(ctx: EngineContext, q: QuestionRow, exceptExpertIds: number[] = []): Promise<void> {
  if (!isRepostThread(q)) {
    await ctx.subjectQueue.withdraw(q.subjectId, q.id);
    return;
  }
  const channels = await eligiblePresentExperts(ctx, q, exceptExpertIds);
  if (channels.length) await ctx.publisher.publish(channels, EXPERT_PRIVATE_EVENTS.questionWithdrawn, { qid: q.id });
}
