import { ERRORS, type WritingInfo } from '@photostudy/contracts';
import { isApiError } from '../../lib/api';
import { classifyAskFailure } from './askErrors';
import type { AskModalFailure } from './AskFailureModal';

/** A field of the Writing form a refusal is shown under. */
export type WritingField = 'description' | 'email' | 'document';

/** Which text a field refusal shows (keys of the `writing` namespace). */
export type WritingFieldText =
  'fileTooLarge' | 'fileType' | 'linkInvalid' | 'documentRequired' | 'emailInvalid' | 'descriptionLengthError' | 'descriptionContentError';

/** What the Writing form shows for a failed submission (spec 001 section 8, Writing). */
export type WritingFailure =
  | AskModalFailure
  /** One Writing problem at a time; the message is the server's (one of the spec's one-at-a-time sentences). */
  | { kind: 'ongoingWriting'; message?: string }
  | { kind: 'limit'; period: 'weekly' | 'monthly'; message?: string }
  | { kind: 'privacy'; message?: string }
  | { kind: 'field'; field: WritingField; text: WritingFieldText };

/** Field refusals by catalogue code: the server checks again what the form checked (and the file's content). */
const FIELD_REFUSALS: Partial<Record<string | number, { field: WritingField; text: WritingFieldText }>> = {
  [ERRORS.WRITING_FILE_TOO_LARGE.code]: { field: 'document', text: 'fileTooLarge' },
  [ERRORS.PAYLOAD_TOO_LARGE.code]: { field: 'document', text: 'fileTooLarge' },
  [ERRORS.WRITING_FILE_TYPE.code]: { field: 'document', text: 'fileType' },
  [ERRORS.UNSUPPORTED_FILE_TYPE.code]: { field: 'document', text: 'fileType' },
  [ERRORS.INVALID_GOOGLE_DOCS_LINK.code]: { field: 'document', text: 'linkInvalid' },
  [ERRORS.WRITING_DOCUMENT_REQUIRED.code]: { field: 'document', text: 'documentRequired' },
  [ERRORS.INVALID_EMAIL.code]: { field: 'email', text: 'emailInvalid' },
  [ERRORS.INVALID_DESCRIPTION_LENGTH.code]: { field: 'description', text: 'descriptionLengthError' },
  [ERRORS.INVALID_DESCRIPTION_CONTENT.code]: { field: 'description', text: 'descriptionContentError' },
};

/** VALIDATION_FAILED names the multipart field; the form shows it under its own field. */
const VALIDATION_FIELDS: Record<string, { field: WritingField; text: WritingFieldText }> = {
  description: { field: 'description', text: 'descriptionLengthError' },
  email: { field: 'email', text: 'emailInvalid' },
  url: { field: 'document', text: 'linkInvalid' },
  file: { field: 'document', text: 'fileType' },
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** Sorts a failed `POST /api/es/askers/me/problems` into the dialog or inline refusal the spec asks for. */
export function classifyWritingFailure(error: unknown): WritingFailure {
  if (!isApiError(error) || error.isNetworkError) return { kind: 'general' };
  const { code, body } = error;
  const message = text(body.message);
  if (code === ERRORS.WRITING_IN_PROGRESS.code) return { kind: 'ongoingWriting', message };
  if (code === ERRORS.WEEKLY_LIMITATION.code) return { kind: 'limit', period: 'weekly', message };
  if (code === ERRORS.MONTHLY_LIMITATION.code) return { kind: 'limit', period: 'monthly', message };
  if (code === ERRORS.PRIVACY_SETTINGS_INCORRECT.code) return { kind: 'privacy', message };
  const refusal = FIELD_REFUSALS[code];
  if (refusal) return { kind: 'field', ...refusal };
  const fields = body.fields as Record<string, string> | undefined;
  const named =
    code === ERRORS.VALIDATION_FAILED.code && fields ? Object.keys(fields).find((name) => name in VALIDATION_FIELDS) : undefined;
  if (named) return { kind: 'field', ...VALIDATION_FIELDS[named]! };
  // Out of balance (30400, 30402), transaction failed and the rest are the ask's dialogs.
  const askFailure = classifyAskFailure(error);
  return askFailure.kind === 'description' || askFailure.kind === 'sheet' || askFailure.kind === 'ongoing'
    ? { kind: 'general', message }
    : askFailure;
}

/** True when the writing info says a Writing problem is open (the ongoing-writing dialog is due). */
export function hasOpenWritingProblem(info: WritingInfo | null): boolean {
  return Boolean(info?.question) || info?.blockedBy === 'WRITING_IN_PROGRESS';
}

/** The limit the writing info says is reached now, if any (the form shows it and does not submit). */
export function reachedLimitOf(info: WritingInfo): 'weekly' | 'monthly' | null {
  if (info.blockedBy === 'WEEKLY_LIMITATION') return 'weekly';
  if (info.blockedBy === 'MONTHLY_LIMITATION') return 'monthly';
  return null;
}
