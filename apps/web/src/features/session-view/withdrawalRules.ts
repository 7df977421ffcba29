import type { Question } from '@photostudy/contracts';

/**
 * What a withdrawal's answer says happened: the question was withdrawn, an expert had already started the
 * discussion (the server answers that session unchanged), or it ended meanwhile without an expert (match failed).
 */
export type WithdrawalOutcome = 'withdrawn' | 'taken' | 'ended';

/** Reads the answer of `POST /api/questions/{qid}/withdrawals`. */
export function withdrawalOutcome(answer: Pick<Question, 'discussion' | 'endReason'>): WithdrawalOutcome {
  // Any discussion means an expert got the question first: the withdrawal changed nothing.
  if (answer.discussion !== null) return 'taken';
  return answer.endReason === 'student_end' ? 'withdrawn' : 'ended';
}

/** The failed waiting dialog of a question the student withdrew (in another tab, say) rather than one nobody took. */
export function isWithdrawnQuestion(question: Pick<Question, 'state' | 'discussion' | 'endReason'>): boolean {
  return question.state === 'dead' && question.discussion === null && question.endReason === 'student_end';
}
