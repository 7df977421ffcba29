import { describe, expect, it } from 'vitest';
import { classifyRun } from './contact-phones';

function classify(text: string, options: { written?: boolean; before?: string; after?: string; strict?: boolean } = {}) {
  return classifyRun(
    { text, written: options.written ?? false, before: options.before ?? ' ', after: options.after ?? ' ' },
    options.strict ?? false,
  );
}

describe('classifyRun', () => {
  it('takes typed numbers of the expected countries', () => {
    for (const run of [
      '415-555-0134',
      '(646)5550123',
      '1-800-555-0199',
      '415/555/0134',
      '415 555 01 34',
      '07700 900 123',
      '612 34 56 78',
      '612345678',
      '06 12 34 56 78',
      '0151 23456789',
      '(11) 91234-5678',
      '310 123 4567',
      '+44 (0)20 7946 0958',
      '+52 1 55 1234 5678',
      '+33 6 12 34 56 78',
      '4 1 5 5 5 5 0 1 3 4',
    ]) {
      expect(classify(run), run).toBe('phone');
    }
  });

  it('leaves math shapes', () => {
    for (const run of [
      '3.14159265',
      '1.602 176 634',
      '299 792 458',
      '123 456 789',
      '8 000 000 000',
      '1234567890',
      '1 2 3 4 5 6 7 8 9 10',
      '1101 0011 1010',
      '0-306-40615-2',
      '4 8 15 16 23 42',
      '2024-01-15',
      '555 1234',
    ]) {
      expect(classify(run), run).toBeNull();
    }
    expect(classify('4294967296', { before: '32 = ' })).toBeNull();
    expect(classify('1234567', { after: ' * 89' })).toBeNull();
    expect(classify('6.022 140 76', { after: ' × 10^23' })).toBeNull();
  });

  it('takes ten or more digits written in words, and nine when a Spanish number', () => {
    expect(classify('4 1 5 5 5 5 0 1 3 4', { written: true })).toBe('phone');
    expect(classify('6 1 2 3 4 5 6 7 8', { written: true })).toBe('phone');
    expect(classify('3 1 4 1 5 9 2 6', { written: true })).toBeNull();
    expect(classify('1, 2, 3, 4, 5, 6, 7, 8, 9, 10', { written: true })).toBeNull();
  });

  it('gives the child rule 7+ written digits', () => {
    expect(classify('5 5 5 1 2 3 4', { written: true, strict: true })).toBe('digits');
    expect(classify('5 5 5 1 2 3 4', { written: true })).toBeNull();
    expect(classify('1 2 3 4 5 6 7', { written: true, strict: true })).toBeNull();
  });
});
