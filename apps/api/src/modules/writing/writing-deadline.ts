import { CHANNELS, EXPERT_PRIVATE_EVENTS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { addSeconds } from '../../core/clock';
import type { UnitScope } from '../../core/unit-of-work';
import { publishBalance } from '../ledger/balance-updated';
import { publishToWriters, WRITING_REQUEUE_WINDOW_S, WRITING_TIMER_KINDS, type WritingContext } from './writing-context';
import { mailRefund } from './writing-mail';
import { lockProblem, updateProblem, type WritingProblemRow } from './writing.repository';

// First deadline passed undelivered: back to the queue once, with the second window.
async function requeue(ctx: WritingContext, scope: UnitScope, problem: WritingProblemRow): Promise<void> {
  const now = ctx.clock.now();
  const row = await updateProblem(scope.tx, problem.id, {
    state: 'waiting',
    writerId: null,
    claimedAt: null,
    requeued: true,
    deadlineAt: addSeconds(now, WRITING_REQUEUE_WINDOW_S),
    updatedAt: now,
  });
  await ctx.timers.schedule(scope.tx, WRITING_TIMER_KINDS.deadline, row.id, WRITING_REQUEUE_WINDOW_S);
  scope.publish(CHANNELS.privateStudent(row.studentId), STUDENT_PRIVATE_EVENTS.writingProblemUpdated, { id: row.id, state: row.state });
  // Every writer, the one who lost the claim included: it is back in the queue.
  await publishToWriters(ctx, scope, EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: row.id, state: row.state });
}

// Second deadline passed undelivered: the credit goes back through the ledger (once per problem) and the student is told.
async function refund(ctx: WritingContext, scope: UnitScope, problem: WritingProblemRow): Promise<void> {
  const { tx } = scope;
  const now = ctx.clock.now();
  const refunded = await ctx.ledger.refund(tx, problem.studentId, 'writing', problem.id, 'writing review not delivered in time');
  const row = await updateProblem(tx, problem.id, { state: 'refunded', refundedAt: now, updatedAt: now });
  const balance = await ctx.ledger.balance(tx, row.studentId);
  scope.publish(CHANNELS.privateStudent(row.studentId), STUDENT_PRIVATE_EVENTS.writingProblemUpdated, { id: row.id, state: row.state });
  publishBalance(scope, row.studentId, balance);
  await publishToWriters(ctx, scope, EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: row.id, state: row.state });
  scope.afterCommit(() => mailRefund(ctx, row));
  scope.emit('writing.refunded', { problemId: row.id, studentId: row.studentId, refunded });
}

/**
 * The 48-hour promise as a durable timer per problem. When it is due: a problem still open that was never requeued
 * goes back to the queue once (claim cleared, a 24-hour second window); one still open after that is refunded.
 * The row is taken by one node (FOR UPDATE SKIP LOCKED) and deleted in the handler's savepoint, and the handler
 * locks the problem and reads its state, so a delivered, refunded or already requeued problem is left alone: it runs
 * once across nodes and restarts.
 */
export function registerWritingDeadline(ctx: WritingContext): void {
  ctx.timers.on(WRITING_TIMER_KINDS.deadline, async (scope, timer) => {
    const problem = await lockProblem(scope.tx, timer.subjectId);
    if (!problem || (problem.state !== 'waiting' && problem.state !== 'claimed')) return;
    // Early (another node's clock ran ahead): wait for the problem's own deadline.
    const earlyByS = (problem.deadlineAt.getTime() - ctx.clock.now().getTime()) / 1000;
    if (earlyByS > 0) return ctx.timers.schedule(scope.tx, WRITING_TIMER_KINDS.deadline, problem.id, earlyByS);
    if (!problem.requeued) await requeue(ctx, scope, problem);
    else await refund(ctx, scope, problem);
  });
}
