import type { ErrorName } from '@photostudy/contracts';
import type { RequestAccount } from '../../plugins/authenticate';
import { isLive } from '../questions/question.lifecycle';
import type { QuestionRow } from '../questions/question.repository';
import type { SheetHead } from './sheets.repository';

type Caller = Pick<RequestAccount, 'id' | 'role'>;

/** Whether the caller is the question's assigned expert (the one who claimed it; after the end, the one who held it). */
function isAssignedExpert(q: Pick<QuestionRow, 'expertId'>, caller: Caller): boolean {
  return q.expertId !== null && q.expertId === caller.id;
}

/**
 * Who may read a question's sheet: its student, its assigned expert, admins. Everybody else (another student, an
 * expert who does not hold it, even one whose queue shows it) is told the session does not exist, as everywhere else.
 */
export function canReadSheet(q: Pick<QuestionRow, 'authorId' | 'expertId'>, caller: Caller): boolean {
  return caller.role === 'admin' || q.authorId === caller.id || isAssignedExpert(q, caller);
}

/**
 * Why a reader may not send operations now, or null when they may: the student only while the discussion runs, the
 * assigned expert from the claim until the session ends (to prepare the sheet before starting); nobody after the end
 * (SHEET_READ_ONLY); admins read only (FORBIDDEN); a Google Sheets link is edited in Google Sheets (CONFLICT).
 */
export function editRefusal(q: QuestionRow, sheet: Pick<SheetHead, 'source'>, caller: Caller): ErrorName | null {
  const isStudent = q.authorId === caller.id;
  const isExpert = isAssignedExpert(q, caller);
  if (!isStudent && !isExpert) return 'FORBIDDEN';
  if (sheet.source === 'link') return 'CONFLICT';
  if (isLive(q)) return null;
  if (isExpert && q.state === 'connecting') return null;
  return 'SHEET_READ_ONLY';
}
