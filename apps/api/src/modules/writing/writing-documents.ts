import { ERRORS, GOOGLE_DOCS_URL_PREFIX } from '@photostudy/contracts';
import type JSZip from 'jszip';
import type WordExtractor from 'word-extractor';
import { appError } from '../../errors/app-error';
import { type PreparedFile, safeName } from '../uploads/uploads.service';

/** The two Writing document formats. */
export type WritingDocumentKind = 'doc' | 'docx';

/** Content types the documents are stored and served with. */
export const WRITING_CONTENT_TYPES: Record<WritingDocumentKind, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** A file part of a Writing form, read into memory; `isTooLarge` when it went over the 10 MB limit and was cut. */
export interface WritingUpload {
  filename: string;
  data: Buffer;
  isTooLarge: boolean;
}

// The document libraries are loaded at the first Writing document, not with the server: most starts see none for a while.
let jszipModule: Promise<typeof JSZip> | undefined;
let wordExtractorModule: Promise<typeof WordExtractor> | undefined;

function loadJSZip(): Promise<typeof JSZip> {
  jszipModule ??= import('jszip').then((m) => m.default);
  return jszipModule;
}

/** word-extractor's class, loaded once at first use (shared with the .doc preview). */
export function loadWordExtractor(): Promise<typeof WordExtractor> {
  wordExtractorModule ??= import('word-extractor').then((m) => m.default);
  return wordExtractorModule;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

// A docx is a zip (OOXML) whose entries include the main document part. Only the zip's directory is read, so a
// compressed bomb is never inflated here.
async function isDocx(data: Buffer): Promise<boolean> {
  if (!data.subarray(0, 4).equals(ZIP_MAGIC)) return false;
  const JSZip = await loadJSZip();
  try {
    const zip = await JSZip.loadAsync(data, { checkCRC32: false });
    return zip.file('word/document.xml') !== null;
  } catch {
    return false;
  }
}

// A .doc is an OLE compound file holding a Word binary document: word-extractor must find its WordDocument stream
// (an Excel or PowerPoint file is OLE too, and is refused here).
async function isDoc(data: Buffer): Promise<boolean> {
  if (!data.subarray(0, 8).equals(OLE_MAGIC)) return false;
  const WordExtractor = await loadWordExtractor();
  try {
    await new WordExtractor().extract(data);
    return true;
  } catch {
    return false;
  }
}

/** What a document really is, by its content (its name and declared type are ignored); null for anything else. */
export async function sniffWritingDocument(data: Buffer): Promise<WritingDocumentKind | null> {
  if (await isDocx(data)) return 'docx';
  if (await isDoc(data)) return 'doc';
  return null;
}

/**
 * Checks an uploaded Writing document: at most 10 MB (`WRITING_FILE_TOO_LARGE`), and one of the accepted kinds by
 * content (`WRITING_FILE_TYPE`, with `typeMessage` when the caller's rule is narrower than doc and docx).
 */
export async function prepareWritingDocument(
  upload: WritingUpload,
  purpose: 'writing_document' | 'writing_review',
  accepted: readonly WritingDocumentKind[],
  typeMessage?: string,
): Promise<PreparedFile & { kind: WritingDocumentKind }> {
  if (upload.isTooLarge) throw appError('WRITING_FILE_TOO_LARGE', { fields: { file: ERRORS.WRITING_FILE_TOO_LARGE.message } });
  const kind = await sniffWritingDocument(upload.data);
  if (!kind || !accepted.includes(kind)) {
    const message = typeMessage ?? ERRORS.WRITING_FILE_TYPE.message;
    throw appError('WRITING_FILE_TYPE', { message, fields: { file: message } });
  }
  const base = safeName(upload.filename).replace(/\.(docx?|[a-z0-9]{1,5})$/i, '') || 'document';
  return {
    purpose,
    kind,
    data: upload.data,
    contentType: WRITING_CONTENT_TYPES[kind],
    ext: kind,
    // The stored name carries the real extension, whatever the upload was called.
    originalName: `${base.slice(0, 110)}.${kind}`,
  };
}

/** Checks a Google Docs link: it begins with the Docs document address and is a valid URL (`INVALID_GOOGLE_DOCS_LINK`). */
export function checkGoogleDocsLink(raw: string): string {
  const url = raw.trim();
  let isValid =
    url.startsWith(GOOGLE_DOCS_URL_PREFIX) && url.length > GOOGLE_DOCS_URL_PREFIX.length && url.length <= 2048 && !/\s/.test(url);
  if (isValid) {
    try {
      isValid = new URL(url).host === 'docs.google.com';
    } catch {
      isValid = false;
    }
  }
  if (!isValid) throw appError('INVALID_GOOGLE_DOCS_LINK', { fields: { url: ERRORS.INVALID_GOOGLE_DOCS_LINK.message } });
  return url;
}
