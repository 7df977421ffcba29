import { FILE_SIZE_LIMIT_BYTES } from '@photostudy/contracts';
import type { FastifyRequest } from 'fastify';
import { appError } from '../../errors/app-error';
import type { WritingUpload } from './writing-documents';

/** A Writing form as read: its text fields and its one `file` part, if any. */
export interface WritingForm {
  fields: Record<string, string>;
  file: WritingUpload | undefined;
}

/** The file part's name in both Writing forms (submission and delivery). */
export const WRITING_FILE_FIELD = 'file';

/**
 * Reads a Writing form: multipart (text fields and one `file` part) or JSON without a file. A file over 10 MB is
 * cut at the limit and marked `isTooLarge` instead of failing the read, so that the service answers the catalogued
 * `WRITING_FILE_TOO_LARGE` in its own order of rules rather than a bare 413.
 */
export async function readWritingForm(request: FastifyRequest): Promise<WritingForm> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
    return { fields, file: undefined };
  }
  let file: WritingUpload | undefined;
  // `throwFileSizeLimit` is read per call by @fastify/multipart, though its types list it only as a plugin option.
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    limits: { fileSize: FILE_SIZE_LIMIT_BYTES, files: 2, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    throwFileSizeLimit: false,
  };
  for await (const part of request.parts(options)) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      // Browsers send an empty part for a file input left empty.
      if (!part.filename && data.length === 0) continue;
      if (part.fieldname !== WRITING_FILE_FIELD || file)
        throw appError('VALIDATION_FAILED', { fields: { [part.fieldname]: 'Unexpected file.' } });
      file = { filename: part.filename, data, isTooLarge: part.file.truncated };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
