import {
  FILE_SIZE_LIMIT_BYTES,
  GOOGLE_SHEETS_URL_PREFIX,
  IMAGE_EXTENSIONS,
  QUESTION_DESCRIPTION_MAX_CHARS,
  QUESTION_DESCRIPTION_MIN_CHARS,
  SHEET_EXTENSIONS,
} from '@photostudy/contracts';

/** The parts of the form the submit rule looks at. */
export interface AskSubmitState {
  description: string;
  mindsetId: number;
  subjectId: number | null;
}

/** Spec 001 section 5: the trimmed description reaches the minimum, a mindset (not 0) and a subject are chosen. */
export function canSubmitAsk({ description, mindsetId, subjectId }: AskSubmitState): boolean {
  return description.trim().length >= QUESTION_DESCRIPTION_MIN_CHARS && mindsetId !== 0 && subjectId !== null;
}

/** Input longer than the maximum is cut to it (spec: 'Input is truncated to the maximum'). */
export function truncateDescription(text: string, maxChars = QUESTION_DESCRIPTION_MAX_CHARS): string {
  return text.length > maxChars ? text.slice(0, maxChars) : text;
}

/** Puts `$latex$` into the text at the caret (or over the selection) and gives the caret after it. */
export function insertFormula(text: string, latex: string, start: number, end = start): { text: string; caret: number } {
  const snippet = `$${latex}$`;
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const joined = text.slice(0, from) + snippet + text.slice(to);
  const next = truncateDescription(joined);
  return { text: next, caret: Math.min(from + snippet.length, next.length) };
}

/** Why a chosen file is refused, if it is. */
export type FileProblem = 'type' | 'size' | null;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'];

/** Images: jpg, jpeg or png (by name and, when the browser knows it, by type), at most `maxBytes`. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes = FILE_SIZE_LIMIT_BYTES): FileProblem {
  const isAllowedName = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const isAllowedType = !file.type || IMAGE_MIME_TYPES.includes(file.type);
  if (!isAllowedName || !isAllowedType) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** Sheets: xls or xlsx, at most 10 MB. */
export function checkSheetFile(file: Pick<File, 'name' | 'size'>, maxBytes = FILE_SIZE_LIMIT_BYTES): FileProblem {
  if (!(SHEET_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** A Google Sheets link must begin with the document path and name a document after it. */
export function isGoogleSheetsLink(link: string): boolean {
  const trimmed = link.trim();
  return trimmed.startsWith(GOOGLE_SHEETS_URL_PREFIX) && trimmed.length > GOOGLE_SHEETS_URL_PREFIX.length;
}

/** Bytes as whole megabytes for messages ('Maximum file size 10MB'). */
export function toMegabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
