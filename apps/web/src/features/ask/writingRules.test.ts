import { describe, expect, it } from 'vitest';
import {
  buildWritingForm,
  canSubmitWriting,
  checkWritingFile,
  EMPTY_WRITING_FORM,
  isGoogleDocsLink,
  isValidAlternativeEmail,
  truncateWritingDescription,
} from './writingRules';

const MB = 1024 * 1024;
const DOC = 'https://docs.google.com/document/d/1AbC/edit';

describe('writing rules', () => {
  it('cuts the description at 225 characters', () => {
    expect(truncateWritingDescription('x'.repeat(300))).toHaveLength(225);
    expect(truncateWritingDescription('short')).toBe('short');
  });

  it('takes doc and docx (any case) up to 10 MB', () => {
    expect(checkWritingFile({ name: 'essay.docx', size: 10 * MB })).toBeNull();
    expect(checkWritingFile({ name: 'ESSAY.DOC', size: 1 })).toBeNull();
    expect(checkWritingFile({ name: 'essay.docx', size: 10 * MB + 1 })).toBe('size');
    expect(checkWritingFile({ name: 'essay.pdf', size: 1 })).toBe('type');
    expect(checkWritingFile({ name: 'docx', size: 1 })).toBe('type');
  });

  it('takes only Google Docs document links', () => {
    expect(isGoogleDocsLink(`  ${DOC}  `)).toBe(true);
    expect(isGoogleDocsLink('https://docs.google.com/document/d/')).toBe(false);
    expect(isGoogleDocsLink('https://docs.google.com/spreadsheets/d/1AbC')).toBe(false);
    expect(isGoogleDocsLink('http://docs.google.com/document/d/1AbC')).toBe(false);
  });

  it('accepts an empty or well-formed alternative email', () => {
    expect(isValidAlternativeEmail('')).toBe(true);
    expect(isValidAlternativeEmail(' mum@example.com ')).toBe(true);
    expect(isValidAlternativeEmail('mum@example')).toBe(false);
    expect(isValidAlternativeEmail('mum example.com')).toBe(false);
  });

  it('submits only with a description, a valid email and a file or a valid link', () => {
    const file = new File(['x'], 'essay.docx');
    expect(canSubmitWriting(EMPTY_WRITING_FORM)).toBe(false);
    expect(canSubmitWriting({ ...EMPTY_WRITING_FORM, description: 'Check it', file })).toBe(true);
    expect(canSubmitWriting({ ...EMPTY_WRITING_FORM, description: '   ', file })).toBe(false);
    expect(canSubmitWriting({ ...EMPTY_WRITING_FORM, description: 'Check it', file, email: 'bad' })).toBe(false);
    // The file does not count once the link is chosen, and the other way round.
    expect(canSubmitWriting({ ...EMPTY_WRITING_FORM, description: 'Check it', file, source: 'link' })).toBe(false);
    expect(canSubmitWriting({ ...EMPTY_WRITING_FORM, description: 'Check it', source: 'link', link: DOC })).toBe(true);
    expect(canSubmitWriting({ ...EMPTY_WRITING_FORM, description: 'Check it', source: 'upload', link: DOC })).toBe(false);
  });

  it('builds the multipart fields of the chosen source only', () => {
    const file = new File(['x'], 'essay.docx');
    const upload = buildWritingForm({ description: ' Check it ', email: ' ', source: 'upload', file, link: DOC });
    expect([...upload.keys()]).toEqual(['description', 'file']);
    expect(upload.get('description')).toBe('Check it');
    const link = buildWritingForm({ description: 'Check it', email: 'mum@example.com', source: 'link', file, link: ` ${DOC} ` });
    expect(Object.fromEntries(link.entries())).toEqual({ description: 'Check it', email: 'mum@example.com', url: DOC });
  });
});
