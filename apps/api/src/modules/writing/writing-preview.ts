import type { writingPreviewSchema } from '@photostudy/contracts';
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import WordExtractor from 'word-extractor';
import type { z } from 'zod';
import type { WritingDocumentKind } from './writing-documents';

/** How the console shows a document (the contract's preview). */
export type WritingPreview = z.infer<typeof writingPreviewSchema>;

/**
 * What survives in a rendered docx: text structure, lists, tables, links and mammoth's inline images. No scripts,
 * styles, event handlers or remote resources (an image must be a `data:` URL, so opening a preview calls nobody).
 */
const PREVIEW_HTML_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'a', 'img'],
    ...['ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'id', 'name', 'target', 'rel'],
    img: ['src', 'alt'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the console in a new tab and tell the target nothing about where they came from (whatever the
    // document set: the transform's attributes win).
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** A docx rendered to HTML by mammoth, then sanitised on the server (the console inserts it as HTML). */
export async function docxPreview(data: Buffer): Promise<WritingPreview> {
  const { value } = await mammoth.convertToHtml({ buffer: data });
  return { kind: 'html', html: sanitizeHtml(value, PREVIEW_HTML_RULES) };
}

/** A .doc's text, read by word-extractor. */
export async function docPreview(data: Buffer): Promise<WritingPreview> {
  const document = await new WordExtractor().extract(data);
  return { kind: 'text', text: document.getBody() };
}

/** The preview of a stored document of a kind. */
export function documentPreview(kind: WritingDocumentKind, data: Buffer): Promise<WritingPreview> {
  return kind === 'docx' ? docxPreview(data) : docPreview(data);
}
