import { CHANNELS, EXPERT_PRIVATE_EVENTS, type QueueOffer, queueOfferOf } from '@photostudy/contracts';
import type { EngineContext } from './engine-context';
import { presentQuestionListItem } from './question.presenter';
import { expertsToOffer, findQuestionView, hasRejections, type QuestionRow, type QuestionView } from './question.repository';

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
 * no rejections, and the ask has its whole view (the row as written, its subject and its author as read).
 */
export interface OfferKnown {
  isJustAsked?: boolean;
  view?: QuestionView;
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
 * The offer: the question as the experts' queue lists it, less what every waiting question is, so a console adds it
 * without reading its queue again (from the ask's own view, or read once here for a requeue or a repost). Null when the
 * question is gone.
 */
async function offerOf(ctx: EngineContext, q: QuestionRow, known?: OfferKnown): Promise<QueueOffer | null> {
  const view = known?.view ?? (await findQuestionView(ctx.db, q.id));
  return view ? queueOfferOf(presentQuestionListItem(view, { files: ctx.files, now: ctx.clock.now() })) : null;
}

/**
 * Publishes `questionOffered`: once on the subject's channel (through the batcher: a burst goes out as
 * `subjectQueueChanged`), or to each eligible present expert when some are excluded.
 */
export async function publishOffer(ctx: EngineContext, q: QuestionRow, exceptExpertIds: number[] = [], known?: OfferKnown): Promise<void> {
  if (await isForWholeSubject(ctx, q, exceptExpertIds, known)) {
    const offer = await offerOf(ctx, q, known);
    if (offer) await ctx.subjectQueue.offer(q.subjectId, offer);
    return;
  }
  const channels = await eligiblePresentExperts(ctx, q, exceptExpertIds);
  if (!channels.length) return;
  const offer = await offerOf(ctx, q, known);
  if (offer) await ctx.publisher.publish(channels, EXPERT_PRIVATE_EVENTS.questionOffered, offer);
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
