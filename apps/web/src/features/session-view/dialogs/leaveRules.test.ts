import { describe, expect, it } from 'vitest';
import { isLeaveBlocked, leaveActionFor, type LeaveQuestion } from './leaveRules';

function question(overrides: Partial<LeaveQuestion> = {}, status: 'STARTED' | 'EXPIRED' | null = 'STARTED'): LeaveQuestion {
  return {
    answered: true,
    answerPoint: 0,
    flagged: false,
    discussion: status ? { status, duration: 1200, started: 1, flagged: false } : null,
    ...overrides,
  };
}

describe('leave rules', () => {
  it('blocks while answered, unrated and unflagged', () => {
    expect(isLeaveBlocked(question())).toBe(true);
    expect(isLeaveBlocked(question({ answered: false }))).toBe(false);
    expect(isLeaveBlocked(question({ answerPoint: 3 }))).toBe(false);
    expect(isLeaveBlocked(question({ flagged: true }))).toBe(false);
    expect(isLeaveBlocked(question({ discussion: { status: 'EXPIRED', duration: 1200, started: 1, flagged: true } }))).toBe(false);
  });

  it('asks to exit a STARTED discussion and rates an EXPIRED one', () => {
    expect(leaveActionFor(question({}, 'STARTED'))).toBe('exit');
    expect(leaveActionFor(question({}, 'EXPIRED'))).toBe('rate');
    expect(leaveActionFor(question({}, null))).toBe('none');
    expect(leaveActionFor(question({ answerPoint: 1 }, 'EXPIRED'))).toBe('none');
  });
});
