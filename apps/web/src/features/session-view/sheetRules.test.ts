import { describe, expect, it } from 'vitest';
import { asQuestion, wireQuestion } from '../../testing/questionFixtures';
import { hasSessionSheet, sheetEditingOf } from './sheetRules';

const ENDED = { status: 'EXPIRED', duration: 1200, started: 1_700_000_000, flagged: false };

describe('sheet rules', () => {
  it('shows a sheet only for a subject that allows one and a sheet given at the ask', () => {
    const link = 'https://docs.google.com/spreadsheets/d/abc/edit';
    expect(hasSessionSheet({ allowSpreadsheet: true, sheetUrl: link })).toBe(true);
    expect(hasSessionSheet({ allowSpreadsheet: true, sheetUrl: '/api/files/9?sig=x' })).toBe(true);
    expect(hasSessionSheet({ allowSpreadsheet: true, sheetUrl: null })).toBe(false);
    expect(hasSessionSheet({ allowSpreadsheet: false, sheetUrl: link })).toBe(false);
  });

  it('lets the student edit only while the discussion runs, and says why not otherwise', () => {
    const waiting = asQuestion(wireQuestion({ state: 'connecting', discussion: null, answered: false }));
    const running = asQuestion(wireQuestion());
    const ended = asQuestion(wireQuestion({ state: 'explained', discussion: ENDED }));
    const dead = asQuestion(wireQuestion({ state: 'dead', discussion: null, expert: null }));
    expect(sheetEditingOf(waiting, false)).toBe('notYet');
    expect(sheetEditingOf(running, true)).toBe('editable');
    // Out of time on this screen before the server's end arrives: no more edits.
    expect(sheetEditingOf(running, false)).toBe('ended');
    expect(sheetEditingOf(ended, false)).toBe('ended');
    expect(sheetEditingOf(dead, false)).toBe('ended');
  });
});
