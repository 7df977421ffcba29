import type { Question } from '../lib/api/expertApi';

/** Whether the expert may edit the sheet now, and if not, why (the words of the 'View only' line). */
export type SheetEditing = 'editable' | 'ended' | 'notMine';

/**
 * The session shows a spreadsheet: its subject allows one and the student gave one at the ask (an uploaded workbook or a
 * Google Sheets link, both named by `sheetUrl`).
 */
export function hasSessionSheet(question: Pick<Question, 'allowSpreadsheet' | 'sheetUrl'>): boolean {
  return question.allowSpreadsheet && question.sheetUrl !== null;
}

/**
 * The assigned expert edits the sheet from the claim until the session ends (the server answers SHEET_READ_ONLY after);
 * anyone else (an admin, another expert) and every finished session see it read-only.
 */
export function sheetEditingOf(question: Pick<Question, 'state' | 'discussion'>, isMine: boolean): SheetEditing {
  const isOpen = question.state === 'connecting' || (question.state === 'in_progress' && question.discussion?.status !== 'EXPIRED');
  if (!isOpen) return 'ended';
  return isMine ? 'editable' : 'notMine';
}
