import { ERRORS } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { docFile, docxFile, oleWorkbookFile, pngFile, zipWithoutDocument } from '../../testing/writing-fixtures';
import { checkGoogleDocsLink, prepareWritingDocument, sniffWritingDocument } from './writing-documents';
import { docPreview, docxPreview } from './writing-preview';

describe('Writing documents are checked by their content', () => {
  it('knows a real docx (a zip holding word/document.xml) and a real .doc (an OLE file word-extractor reads)', async () => {
    expect(await sniffWritingDocument(await docxFile(['An essay.']))).toBe('docx');
    expect(await sniffWritingDocument(docFile('An old essay.'))).toBe('doc');
  });

  it('refuses a PNG, a zip without a Word document, an OLE file that is not Word, an OLE header alone, and text', async () => {
    expect(await sniffWritingDocument(await pngFile())).toBeNull();
    expect(await sniffWritingDocument(await zipWithoutDocument())).toBeNull();
    expect(await sniffWritingDocument(oleWorkbookFile())).toBeNull();
    expect(await sniffWritingDocument(Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]))).toBeNull();
    expect(await sniffWritingDocument(Buffer.from('PK\u0003\u0004 but not a zip at all'))).toBeNull();
    expect(await sniffWritingDocument(Buffer.from('Just some text saved as essay.docx'))).toBeNull();
  });

  it('answers the spec texts: too large before the type, the type whatever the name says', async () => {
    const png = await pngFile();
    await expect(
      prepareWritingDocument({ filename: 'essay.docx', data: png, isTooLarge: true }, 'writing_document', ['doc', 'docx']),
    ).rejects.toMatchObject({
      errorName: 'WRITING_FILE_TOO_LARGE',
      message: 'The attached file is too large and cannot be uploaded. Maximum file size is 10MB.',
    });
    await expect(
      prepareWritingDocument({ filename: 'essay.docx', data: png, isTooLarge: false }, 'writing_document', ['doc', 'docx']),
    ).rejects.toMatchObject({
      errorName: 'WRITING_FILE_TYPE',
      message: 'Please use one of following file types: doc, docx.',
    });
    // A reviewer's rule is narrower: docx only.
    await expect(
      prepareWritingDocument({ filename: 'r.doc', data: docFile('x'), isTooLarge: false }, 'writing_review', ['docx'], 'docx only'),
    ).rejects.toMatchObject({
      errorName: 'WRITING_FILE_TYPE',
      message: 'docx only',
    });
  });

  it('stores a document under its real extension and content type, whatever it was called', async () => {
    const prepared = await prepareWritingDocument(
      { filename: 'my essay (final).pdf', data: await docxFile(['x']), isTooLarge: false },
      'writing_document',
      ['doc', 'docx'],
    );
    expect(prepared).toMatchObject({
      kind: 'docx',
      ext: 'docx',
      originalName: 'my essay (final).docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const doc = await prepareWritingDocument({ filename: 'old.doc', data: docFile('x'), isTooLarge: false }, 'writing_document', [
      'doc',
      'docx',
    ]);
    expect(doc).toMatchObject({ kind: 'doc', originalName: 'old.doc', contentType: 'application/msword' });
  });
});

describe('Google Docs links', () => {
  it('accepts a document link and refuses anything else with the spec text', () => {
    const url = 'https://docs.google.com/document/d/1AbC/edit?usp=sharing';
    expect(checkGoogleDocsLink(`  ${url} `)).toBe(url);
    for (const bad of [
      'https://docs.google.com/document/d/',
      'https://docs.google.com/spreadsheets/d/1AbC/edit',
      'http://docs.google.com/document/d/1AbC',
      'https://docs.google.com.evil.test/document/d/1AbC',
      'https://docs.google.com/document/d/1A bC',
      'docs.google.com/document/d/1AbC',
    ]) {
      expect(() => checkGoogleDocsLink(bad), bad).toThrow(ERRORS.INVALID_GOOGLE_DOCS_LINK.message);
    }
  });
});

describe('previews', () => {
  it('renders a docx to sanitised HTML (mammoth): text kept, script links dropped, links open in a new tab', async () => {
    const data = await docxFile(['Renewable energy is the future.', '<script>alert(1)</script>'], {
      text: 'click me',
      href: 'javascript:alert(1)',
    });
    const preview = await docxPreview(data);
    expect(preview.kind).toBe('html');
    if (preview.kind !== 'html') return;
    expect(preview.html).toContain('<p>Renewable energy is the future.</p>');
    expect(preview.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.html).not.toMatch(/<script|javascript:/i);
    expect(preview.html).toContain('click me');
    const safe = await docxPreview(await docxFile([], { text: 'source', href: 'https://example.test/a' }));
    expect(safe.kind === 'html' && safe.html).toContain(
      '<a href="https://example.test/a" target="_blank" rel="noopener noreferrer nofollow">source</a>',
    );
  });

  it("reads a .doc's text (word-extractor)", async () => {
    expect(await docPreview(docFile('An essay from Word 97.'))).toEqual({ kind: 'text', text: 'An essay from Word 97.\n' });
  });
});
