import { compareQueueOrder, EXPERT_QUEUE_LIMIT } from '@photostudy/contracts';
import type { QuestionItem } from './api/expertApi';
import type { QueueDelta } from './realtime';

/** What a delta did to the queue the console holds. */
export interface AppliedDelta {
  queue: QuestionItem[];
  /** Offers that were not in the queue before (the alert plays for the first). */
  added: QuestionItem[];
  /**
   * The queue was full (the server lists the oldest `EXPERT_QUEUE_LIMIT`) and lost a question: the next one is only
   * the server's to know, so the queue must be read again.
   */
  needsRead: boolean;
}

/**
 * Applies offers and withdrawals to the queue the console holds, as the server would list it after them: an offer
 * replaces the row of the same qid or joins in its place by age, a withdrawal removes its qid, and the list keeps
 * the server's limit.
 */
export function applyQueueDelta(queue: readonly QuestionItem[], delta: QueueDelta, limit = EXPERT_QUEUE_LIMIT): AppliedDelta {
  const withdrawn = new Set(delta.withdrawn);
  const offered = new Map(delta.offered.filter((q) => !withdrawn.has(q.qid)).map((q) => [q.qid, q]));
  const kept = queue.filter((q) => !withdrawn.has(q.qid) && !offered.has(q.qid));
  const known = new Set(queue.map((q) => q.qid));
  const next = [...kept, ...offered.values()].sort(compareQueueOrder);
  const wasFull = queue.length >= limit;
  const lost = queue.some((q) => withdrawn.has(q.qid));
  return {
    queue: next.slice(0, limit),
    added: [...offered.values()].filter((q) => !known.has(q.qid)),
    needsRead: wasFull && lost,
  };
}
