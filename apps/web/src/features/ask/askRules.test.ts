import { GOOGLE_SHEETS_URL_PREFIX, QUESTION_DESCRIPTION_MAX_CHARS } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { canSubmitAsk, checkImageFile, checkSheetFile, insertFormula, isGoogleSheetsLink, truncateDescription } from './askRules';

const MB = 1024 * 1024;

describe('ask rules', () => {
  it('allows submit only with a trimmed description of 10+, a mindset other than 0 and a subject', () => {
    const ready = { description: 'What is 2x + 3 = 7?', mindsetId: 2, subjectId: 1 };
    expect(canSubmitAsk(ready)).toBe(true);
    expect(canSubmitAsk({ ...ready, description: '   short    ' })).toBe(false);
    expect(canSubmitAsk({ ...ready, description: ' 1234567890 ' })).toBe(true);
    expect(canSubmitAsk({ ...ready, mindsetId: 0 })).toBe(false);
    expect(canSubmitAsk({ ...ready, subjectId: null })).toBe(false);
  });

  it('truncates the description to the maximum', () => {
    expect(truncateDescription('a'.repeat(QUESTION_DESCRIPTION_MAX_CHARS + 5))).toHaveLength(QUESTION_DESCRIPTION_MAX_CHARS);
    expect(truncateDescription('abc')).toBe('abc');
  });

  it('inserts $latex$ at the caret or over the selection and moves the caret after it', () => {
    expect(insertFormula('Solve  now', 'x^2', 6)).toEqual({ text: 'Solve $x^2$ now', caret: 11 });
    expect(insertFormula('Solve XX now', '\\frac{1}{2}', 6, 8).text).toBe('Solve $\\frac{1}{2}$ now');
    expect(insertFormula('abc', 'y', 99)).toEqual({ text: 'abc$y$', caret: 6 });
  });

  it('accepts jpg, jpeg and png images up to the limit', () => {
    expect(checkImageFile({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'a.jpeg', type: '', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(checkImageFile({ name: 'a.png', type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 11 * MB })).toBe('size');
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 3 * MB }, 2 * MB)).toBe('size');
  });

  it('accepts xls and xlsx sheets up to 10 MB', () => {
    expect(checkSheetFile({ name: 'book.xlsx', size: MB })).toBeNull();
    expect(checkSheetFile({ name: 'book.XLS', size: MB })).toBeNull();
    expect(checkSheetFile({ name: 'book.csv', size: MB })).toBe('type');
    expect(checkSheetFile({ name: 'book.xlsx', size: 10 * MB + 1 })).toBe('size');
  });

  it('accepts only Google Sheets document links', () => {
    expect(isGoogleSheetsLink(`${GOOGLE_SHEETS_URL_PREFIX}abc123/edit`)).toBe(true);
    expect(isGoogleSheetsLink(` ${GOOGLE_SHEETS_URL_PREFIX}abc123 `)).toBe(true);
    expect(isGoogleSheetsLink(GOOGLE_SHEETS_URL_PREFIX)).toBe(false);
    expect(isGoogleSheetsLink('http://docs.google.com/spreadsheets/d/abc')).toBe(false);
    expect(isGoogleSheetsLink('https://docs.google.com/document/d/abc')).toBe(false);
  });
});
