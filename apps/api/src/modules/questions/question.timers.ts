import { CHANNELS, STUDENT_PRESENCE_EVENTS } from '@photostudy/contracts';
import { type EngineContext, TIMER_KINDS } from './engine-context';
import { endSession, failMatch, isLive, requeue } from './question.lifecycle';
import { presentMessage } from './question.presenter';
import { findMessage, lockQuestion } from './question.repository';

/**
 * Registers the engine's durable timer handlers. Each one locks the question and re-checks its state,
 * so a timer that lost a race (claimed, ended, reset) does nothing.
 */
export function registerQuestionTimers(ctx: EngineContext): void {
  const { timers } = ctx;

  timers.on(TIMER_KINDS.matchWindow, async (scope, timer) => {
    const { tx } = scope;
    const q = await lockQuestion(tx, timer.subjectId);
    if (q && q.state === 'connecting' && q.expertId === null) await failMatch(ctx, tx, scope, q);
  });

  timers.on(TIMER_KINDS.claimWindow, async (scope, timer) => {
    const { tx } = scope;
    const q = await lockQuestion(tx, timer.subjectId);
    const expertId = Number(timer.payload.expert_id);
    if (q && q.state === 'connecting' && q.expertId !== null && q.expertId === expertId) await requeue(ctx, tx, scope, q, 'claim_expired');
  });

  timers.on(TIMER_KINDS.discussionEnd, async (scope, timer) => {
    const { tx } = scope;
    const q = await lockQuestion(tx, timer.subjectId);
    if (q && isLive(q)) await endSession(ctx, tx, scope, q, 'expired');
  });

  timers.on(TIMER_KINDS.idleWarning, async (scope, timer) => {
    const { tx } = scope;
    const q = await lockQuestion(tx, timer.subjectId);
    if (!q || !isLive(q)) return;
    await timers.schedule(tx, TIMER_KINDS.idleTimeout, q.id, ctx.config.timersS.IDLE_TIMEOUT_AFTER_WARNING_S);
    scope.publish(CHANNELS.presenceStudent(q.authorId), STUDENT_PRESENCE_EVENTS.sessionIdleWarning, { qid: q.id, type: 'idle_warning' });
  });

  timers.on(TIMER_KINDS.idleTimeout, async (scope, timer) => {
    const { tx } = scope;
    const q = await lockQuestion(tx, timer.subjectId);
    if (!q || !isLive(q)) return;
    scope.publish(CHANNELS.presenceStudent(q.authorId), STUDENT_PRESENCE_EVENTS.sessionIdleTimeout, { qid: q.id });
    await endSession(ctx, tx, scope, q, 'idle_timeout');
  });

  // The lock itself is computed from the message time; this timer tells the clients the options closed.
  timers.on(TIMER_KINDS.suggestionLock, async (scope, timer) => {
    const { tx } = scope;
    const qid = Number(timer.payload.qid);
    const q = Number.isInteger(qid) ? await lockQuestion(tx, qid) : null;
    const message = q ? await findMessage(tx, q.id, timer.subjectId) : null;
    if (!q || !message?.suggestion || message.suggestion.selectedOptionId !== null) return;
    const wire = presentMessage(message, q.authorId, { files: ctx.files, now: ctx.clock.now() });
    // The due time decides, not the clock reading a moment later: the options are closed now.
    if (wire.suggestion) Object.assign(wire.suggestion, { time_remaining: 0, locked: true });
    scope.publish(CHANNELS.presenceStudent(q.authorId), STUDENT_PRESENCE_EVENTS.editDiscussionMessage, wire);
  });
}
