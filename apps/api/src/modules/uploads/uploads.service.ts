import { randomBytes } from 'node:crypto';
import { ASK_ERROR_TEXTS, FILE_SIZE_LIMIT_BYTES, GOOGLE_SHEETS_URL_PREFIX, IMAGE_MIN_DIMENSION_PX } from '@photostudy/contracts';
import type { DbExecutor } from '@photostudy/db';
import type sharp from 'sharp';
import type { Metadata } from 'sharp';
import { appError } from '../../errors/app-error';
import type { FileStore } from './file-store';
import { insertStoredFile } from './uploads.repository';

/** A file part of a multipart request, read into memory (at most the 10 MB limit). */
export interface UploadedPart {
  fieldname: string;
  filename: string;
  data: Buffer;
}

/** A checked file, ready to store. */
export interface PreparedFile {
  purpose: 'question_image' | 'question_sheet' | 'writing_document' | 'writing_review' | 'avatar';
  data: Buffer;
  contentType: string;
  ext: string;
  originalName: string;
}

/**
 * Images are re-encoded to fit inside this box. Phone photos of homework are often 4000 px and
 * more; 2048 px keeps handwriting readable on any screen while cutting storage and transfer by
 * an order of magnitude.
 */
export const IMAGE_MAX_STORED_DIMENSION_PX = 2048;
/** Decoding stops above this many pixels (a 10 MB PNG can otherwise expand to gigabytes: decompression bombs). */
export const IMAGE_MAX_INPUT_PIXELS = 60_000_000;

const SHEET_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
} as const;

// sharp (with its native libvips) is loaded at the first image, not with the server: most starts see none for a while.
let sharpModule: Promise<typeof sharp> | undefined;

/** The sharp library, loaded once at first use (shared with the avatar re-encoding). */
export function loadSharp(): Promise<typeof sharp> {
  sharpModule ??= import('sharp').then((m) => m.default);
  return sharpModule;
}

function tooLarge(): never {
  throw appError('PAYLOAD_TOO_LARGE', { message: ASK_ERROR_TEXTS.FILE_TOO_LARGE });
}

/** A file name safe for storage and a Content-Disposition header (anything unusual becomes `_`). */
export function safeName(filename: string): string {
  return filename.replace(/[^\w.() -]/g, '_').slice(0, 120) || 'file';
}

/**
 * The format and size of a photo read from its bytes (the name and the declared type are ignored): JPEG or PNG, or
 * `UNSUPPORTED_FILE_TYPE`. Shared by question images and avatars.
 */
export async function sniffPhoto(data: Buffer): Promise<{ format: 'jpeg' | 'png'; width: number; height: number }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw appError('UNSUPPORTED_FILE_TYPE');
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw appError('UNSUPPORTED_FILE_TYPE');
  return { format: meta.format, width: meta.width, height: meta.height };
}

/**
 * Checks a question image by its content (the name and the declared type are ignored): JPEG or PNG,
 * at most 10 MB, at least 40 px each way. Re-encodes it with sharp: EXIF orientation applied, every
 * metadata block (EXIF with GPS, XMP, ICC, comments) dropped, and downscaled to fit 2048 px.
 */
export async function prepareQuestionImage(part: UploadedPart): Promise<PreparedFile> {
  if (part.data.length > FILE_SIZE_LIMIT_BYTES) tooLarge();
  const { format, width, height } = await sniffPhoto(part.data);
  if (Math.min(width, height) < IMAGE_MIN_DIMENSION_PX)
    throw appError('VALIDATION_FAILED', {
      message: ASK_ERROR_TEXTS.IMAGE_TOO_SMALL,
      fields: { image_file: ASK_ERROR_TEXTS.IMAGE_TOO_SMALL },
    });
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(part.data, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_STORED_DIMENSION_PX, height: IMAGE_MAX_STORED_DIMENSION_PX, fit: 'inside', withoutEnlargement: true });
    const data =
      format === 'jpeg'
        ? await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await pipeline.png({ compressionLevel: 9 }).toBuffer();
    return {
      purpose: 'question_image',
      data,
      contentType: `image/${format}`,
      ext: format === 'jpeg' ? 'jpg' : 'png',
      originalName: safeName(part.filename),
    };
  } catch {
    // A valid header with a broken body.
    throw appError('UNSUPPORTED_FILE_TYPE');
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Checks an Excel upload by its content: an xlsx is a zip holding `xl/` parts (a docx is a zip too),
 * an xls an OLE compound file with a Workbook stream. At most 10 MB.
 */
export function prepareSheetFile(part: UploadedPart): PreparedFile {
  if (part.data.length > FILE_SIZE_LIMIT_BYTES) tooLarge();
  const head = part.data.subarray(0, 8);
  let ext: keyof typeof SHEET_TYPES | null = null;
  if (head.subarray(0, 4).equals(ZIP_MAGIC) && part.data.includes('xl/')) ext = 'xlsx';
  else if (
    head.equals(OLE_MAGIC) &&
    (part.data.includes(Buffer.from('Workbook', 'utf16le')) || part.data.includes(Buffer.from('Book', 'utf16le')))
  )
    ext = 'xls';
  if (!ext) throw appError('UNSUPPORTED_FILE_TYPE', { message: ASK_ERROR_TEXTS.SHEET_TYPE });
  return { purpose: 'question_sheet', data: part.data, contentType: SHEET_TYPES[ext], ext, originalName: safeName(part.filename) };
}

/** Checks a Google Sheets link: it must begin with the Sheets document path (spec 001 section 5). */
export function checkSheetsLink(raw: string): string {
  const url = raw.trim();
  let isValid =
    url.startsWith(GOOGLE_SHEETS_URL_PREFIX) && url.length > GOOGLE_SHEETS_URL_PREFIX.length && url.length <= 2048 && !/\s/.test(url);
  if (isValid) {
    try {
      new URL(url);
    } catch {
      isValid = false;
    }
  }
  if (!isValid)
    throw appError('VALIDATION_FAILED', {
      message: ASK_ERROR_TEXTS.INVALID_SHEETS_LINK,
      fields: { sheet_url: ASK_ERROR_TEXTS.INVALID_SHEETS_LINK },
    });
  return url;
}

/** A stored file: its id (the name under /api/files) and size. */
export interface SavedFile {
  id: string;
  sizeBytes: number;
  storageKey: string;
}

/** Writes the bytes to the store under a folder (before the transaction: the caller deletes them if it fails). */
export async function saveFileBytes(
  store: FileStore,
  file: PreparedFile,
  folder: 'questions' | 'writing' | 'avatars' = 'questions',
): Promise<SavedFile> {
  const id = randomBytes(16).toString('hex');
  const storageKey = `${folder}/${id.slice(0, 2)}/${id}.${file.ext}`;
  await store.put(storageKey, file.data, file.contentType);
  return { id, sizeBytes: file.data.length, storageKey };
}

/** Records a saved file, inside the transaction that creates its question (none for Writing documents). */
export async function recordFile(
  tx: DbExecutor,
  saved: SavedFile,
  file: PreparedFile,
  ownerId: number,
  questionId: number | null,
): Promise<void> {
  await insertStoredFile(tx, {
    id: saved.id,
    ownerId,
    questionId,
    purpose: file.purpose,
    contentType: file.contentType,
    sizeBytes: saved.sizeBytes,
    originalName: file.originalName,
    storageKey: saved.storageKey,
  });
}
