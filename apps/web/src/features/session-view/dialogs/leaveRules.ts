import type { Question } from '@photostudy/contracts';

/** What leaving the live chat needs first: nothing, the exit confirmation, or the rating dialog. */
export type LeaveAction = 'none' | 'exit' | 'rate';

/** The question fields the leave rules read. */
export type LeaveQuestion = Pick<Question, 'answered' | 'answerPoint' | 'flagged' | 'discussion'>;

/** Navigation is blocked while the question is answered with no rating and not flagged (by either side). */
export function isLeaveBlocked(question: LeaveQuestion): boolean {
  return question.answered && question.answerPoint === 0 && !question.flagged && !question.discussion?.flagged;
}

/** A blocked leave asks to exit while the discussion is STARTED and opens the rating once it is EXPIRED. */
export function leaveActionFor(question: LeaveQuestion): LeaveAction {
  if (!isLeaveBlocked(question) || !question.discussion) return 'none';
  return question.discussion.status === 'STARTED' ? 'exit' : 'rate';
}
