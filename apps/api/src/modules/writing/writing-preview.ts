import type { writingPreviewSchema } from '@photostudy/contracts';
import type mammoth from 'mammoth';
import type sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { loadWordExtractor, type WritingDocumentKind } from './writing-documents';

/** How the console shows a document (the contract's preview). */
export type WritingPreview = z.infer<typeof writingPreviewSchema>;

/**
 * What survives in a rendered docx: text structure, lists, tables, links and mammoth's inline images. No scripts,
 * styles, event handlers or remote resources (an image must be a `data:` URL, so opening a preview calls nobody).
 */
function previewHtmlRules(sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions {
  return {
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
      a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
  };
}

/** mammoth, and sanitize-html bound to the preview's rules. */
interface DocxRenderer {
  mammoth: typeof mammoth;
  sanitize: (html: string) => string;
}

// Loaded at the first docx preview, not with the server: most starts see none for a while.
let docxRendererLoad: Promise<DocxRenderer> | undefined;

function loadDocxRenderer(): Promise<DocxRenderer> {
  docxRendererLoad ??= Promise.all([import('mammoth'), import('sanitize-html')]).then(([m, s]) => {
    const rules = previewHtmlRules(s.default);
    return { mammoth: m.default, sanitize: (html) => s.default(html, rules) };
  });
  return docxRendererLoad;
}

/** A docx rendered to HTML by mammoth, then sanitised on the server (the console inserts it as HTML). */
export async function docxPreview(data: Buffer): Promise<WritingPreview> {
  const { mammoth, sanitize } = await loadDocxRenderer();
  const { value } = await mammoth.convertToHtml({ buffer: data });
  return { kind: 'html', html: sanitize(value) };
}

/** A .doc's text, read by word-extractor. */
export async function docPreview(data: Buffer): Promise<WritingPreview> {
  const WordExtractor = await loadWordExtractor();
  const document = await new WordExtractor().extract(data);
  return { kind: 'text', text: document.getBody() };
}

/** The preview of a stored document of a kind. */
export function documentPreview(kind: WritingDocumentKind, data: Buffer): Promise<WritingPreview> {
  return kind === 'docx' ? docxPreview(data) : docPreview(data);
}
