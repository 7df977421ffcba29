import type { Question } from '@photostudy/contracts';
import { isQuestionDead } from './questionRules';

/** Whether the student may edit the sheet now, and if not, why (the words of the 'View only' line). */
export type SheetEditing = 'editable' | 'notYet' | 'ended';

/**
 * The session shows a spreadsheet beside the chat: its subject allows one and the student gave one at the ask (an
 * uploaded workbook or a Google Sheets link, both named by `sheetUrl`). A Business question without a sheet is a plain chat.
 */
export function hasSessionSheet(question: Pick<Question, 'allowSpreadsheet' | 'sheetUrl'>): boolean {
  return question.allowSpreadsheet && question.sheetUrl !== null;
}

/**
 * Whether the student may edit the live sheet: only while the discussion runs (the server answers SHEET_READ_ONLY
 * otherwise); before it starts and once it is over the sheet is shown read-only, and the 'View only' line says which.
 */
export function sheetEditingOf(question: Question, isLive: boolean): SheetEditing {
  if (isLive) return 'editable';
  return question.discussion === null && !isQuestionDead(question) ? 'notYet' : 'ended';
}
