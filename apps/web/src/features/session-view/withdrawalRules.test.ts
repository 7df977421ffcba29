import { describe, expect, it } from 'vitest';
import { isWithdrawnQuestion, withdrawalOutcome } from './withdrawalRules';

const started = { status: 'STARTED' as const, duration: 1200, started: 1, flagged: false };

describe('withdrawal rules', () => {
  it('reads the answer: withdrawn, taken by an expert, or ended without one', () => {
    expect(withdrawalOutcome({ discussion: null, endReason: 'student_end' })).toBe('withdrawn');
    expect(withdrawalOutcome({ discussion: started, endReason: null })).toBe('taken');
    expect(withdrawalOutcome({ discussion: { ...started, status: 'EXPIRED' }, endReason: 'expert_end' })).toBe('taken');
    expect(withdrawalOutcome({ discussion: null, endReason: null })).toBe('ended');
  });

  it('tells a withdrawn question from a failed match', () => {
    expect(isWithdrawnQuestion({ state: 'dead', discussion: null, endReason: 'student_end' })).toBe(true);
    expect(isWithdrawnQuestion({ state: 'dead', discussion: null, endReason: null })).toBe(false);
    expect(isWithdrawnQuestion({ state: 'dead', discussion: started, endReason: 'student_end' })).toBe(false);
  });
});
