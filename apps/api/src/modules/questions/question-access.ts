import type { Database } from '@photostudy/db';
import type { RequestAccount } from '../../plugins/authenticate';
import type { FileReadPolicy } from '../uploads/uploads.routes';
import { hasOpenQuestionWithExpert, type QuestionRow, questionsUsingFile } from './question.repository';

/**
 * Who may read a question through the student API: its author, its assigned expert, admins, and any
 * logged-in account for sample sessions. Everybody else is told it does not exist.
 */
export function canReadQuestion(
  q: Pick<QuestionRow, 'authorId' | 'expertId' | 'isSample'>,
  account: Pick<RequestAccount, 'id' | 'role'>,
): boolean {
  if (q.isSample) return true;
  if (account.role === 'admin') return true;
  return q.authorId === account.id || (q.expertId !== null && q.expertId === account.id);
}

/**
 * Who may read a question through the expert API: the expert holding (or who held) it, or an expert
 * covering its subject while it waits unclaimed in the queue.
 */
export function canExpertRead(
  q: Pick<QuestionRow, 'expertId' | 'state' | 'subjectId' | 'isSample'>,
  expertId: number,
  subjectIds: readonly number[],
): boolean {
  if (q.isSample) return false;
  if (q.expertId === expertId) return true;
  return q.state === 'connecting' && q.expertId === null && subjectIds.includes(q.subjectId);
}

/**
 * The question's live sheet is ready (the wire's `is_sheet_ready`, and the sheet state's `is_ready`): the server holds
 * it and an expert is assigned (claimed, in the discussion, or after it).
 */
export function isSheetReady(q: Pick<QuestionRow, 'isSheetReady' | 'expertId'>): boolean {
  return q.isSheetReady && q.expertId !== null;
}

/** The stricter chat rules apply when a User-ID (child) account asked the question. */
export function isStrictChat(authorAuthType: string): boolean {
  return authorAuthType === 'user_id';
}

/** Whether an expert holds the open question of a student (may join `presence-student-{uid}`). */
export function isAssignedExpert(db: Database, studentId: number, expertId: number): Promise<boolean> {
  return hasOpenQuestionWithExpert(db, studentId, expertId);
}

/** Who may fetch an uploaded file without a signed link: its owner, admins, and the readers of a question using it. */
export function fileReadPolicy(db: Database): FileReadPolicy {
  return async (file, account) => {
    if (account.role === 'admin' || file.ownerId === account.id) return true;
    const users = await questionsUsingFile(db, file.id);
    return users.some((q) => canReadQuestion(q, account));
  };
}
