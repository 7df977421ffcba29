import { isValidEmail } from '../../lib/validation/email';
import { FILE_SIZE_LIMIT_BYTES, GOOGLE_DOCS_URL_PREFIX, WRITING_DESCRIPTION_MAX_CHARS, WRITING_EXTENSIONS } from '@photostudy/contracts';

/** How the student gives the document (spec 001: upload sources are upload or link). */
export type WritingSource = 'upload' | 'link';

/** The Writing form as the rules read it. */
export interface WritingFormValues {
  description: string;
  email: string;
  source: WritingSource;
  file: File | null;
  link: string;
}

/** A new, empty form: upload chosen. */
export const EMPTY_WRITING_FORM: WritingFormValues = { description: '', email: '', source: 'upload', file: null, link: '' };

/** Why a chosen document file is refused, if it is. */
export type WritingFileProblem = 'type' | 'size' | null;

/** Input longer than 225 characters is cut to 225 (spec 001 section 5: 'Input is truncated to the maximum'). */
export function truncateWritingDescription(text: string): string {
  return text.length > WRITING_DESCRIPTION_MAX_CHARS ? text.slice(0, WRITING_DESCRIPTION_MAX_CHARS) : text;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** doc or docx by name, at most 10 MB. The server checks the content too; the name is what the browser can check. */
export function checkWritingFile(file: Pick<File, 'name' | 'size'>, maxBytes = FILE_SIZE_LIMIT_BYTES): WritingFileProblem {
  if (!(WRITING_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** A Google Docs link begins with the document address and names a document after it. */
export function isGoogleDocsLink(link: string): boolean {
  const trimmed = link.trim();
  return trimmed.startsWith(GOOGLE_DOCS_URL_PREFIX) && trimmed.length > GOOGLE_DOCS_URL_PREFIX.length;
}

/** The alternative email is optional: empty is fine, anything else must look like an address. */
export function isValidAlternativeEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed === '' || isValidEmail(trimmed);
}

/** True when the chosen source holds a document: a file for upload, a valid Google Docs link for link. */
export function hasWritingDocument(values: Pick<WritingFormValues, 'source' | 'file' | 'link'>): boolean {
  return values.source === 'upload' ? values.file !== null : isGoogleDocsLink(values.link);
}

/** Submit needs a description (not blank), a valid or empty alternative email, and a file or a valid link. */
export function canSubmitWriting(values: WritingFormValues): boolean {
  return values.description.trim() !== '' && isValidAlternativeEmail(values.email) && hasWritingDocument(values);
}

/** The multipart body of `POST /api/es/askers/me/problems`: description, email when given, and the file or the url. */
export function buildWritingForm(values: WritingFormValues): FormData {
  const form = new FormData();
  form.append('description', values.description.trim());
  const email = values.email.trim();
  if (email) form.append('email', email);
  if (values.source === 'upload' && values.file) form.append('file', values.file, values.file.name);
  if (values.source === 'link') form.append('url', values.link.trim());
  return form;
}
