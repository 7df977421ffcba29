import { describe, expect, it } from 'vitest';
import { isSessionOver, sessionLabelKey, sessionListStatus, type LabelledQuestion } from './sessionLabel';

type Discussion = NonNullable<LabelledQuestion['discussion']>;

function q(
  state: LabelledQuestion['state'],
  overrides: Partial<LabelledQuestion> = {},
  discussion: Partial<Discussion> | null = null,
): LabelledQuestion {
  return {
    state,
    answered: false,
    flagged: false,
    discussion: discussion ? { status: 'STARTED', duration: 1200, started: 100, flagged: false, ...discussion } : null,
    ...overrides,
  };
}

describe('session list labels', () => {
  it('maps the stored states to the spec list states', () => {
    expect(sessionListStatus(q('connecting'))).toBe('CONNECTING');
    expect(sessionListStatus(q('in_progress', {}, {}))).toBe('IN_PROGRESS');
    expect(sessionListStatus(q('explained', { answered: true }, { status: 'EXPIRED' }))).toBe('EXPLAINED');
    expect(sessionListStatus(q('dead'))).toBe('DEAD');
  });

  it('counts explained, dead and in-progress-with-expired-discussion as over', () => {
    expect(isSessionOver(q('explained'))).toBe(true);
    expect(isSessionOver(q('dead'))).toBe(true);
    expect(isSessionOver(q('in_progress', {}, { status: 'EXPIRED' }))).toBe(true);
    expect(isSessionOver(q('in_progress', {}, { status: 'STARTED' }))).toBe(false);
    expect(isSessionOver(q('connecting'))).toBe(false);
  });

  it('labels running sessions In progress and waiting ones Connecting', () => {
    expect(sessionLabelKey(q('in_progress', { answered: true }, {}))).toBe('inProgress');
    expect(sessionLabelKey(q('in_progress', {}, {}))).toBe('inProgress');
    expect(sessionLabelKey(q('connecting'))).toBe('connecting');
    // A claimed question stays connecting until the expert starts.
    expect(sessionLabelKey(q('connecting', {}, null))).toBe('connecting');
  });

  it('labels explained sessions Completed, or Expert Flagged when the expert flagged', () => {
    expect(sessionLabelKey(q('explained', { answered: true }, { status: 'EXPIRED' }))).toBe('completed');
    expect(sessionLabelKey(q('explained', { answered: true, flagged: true }, { status: 'EXPIRED' }))).toBe('expertFlagged');
  });

  it('labels dead sessions by the spec order: user flag, expert flag, incomplete, match failed', () => {
    expect(sessionLabelKey(q('dead', {}, { status: 'EXPIRED', flagged: true }))).toBe('flaggedByUser');
    expect(sessionLabelKey(q('dead', { flagged: true }, { status: 'EXPIRED', flagged: true }))).toBe('flaggedByUser');
    expect(sessionLabelKey(q('dead', { flagged: true }, { status: 'EXPIRED' }))).toBe('expertFlagged');
    expect(sessionLabelKey(q('dead', { flagged: true }))).toBe('expertFlagged');
    expect(sessionLabelKey(q('dead', {}, { status: 'EXPIRED' }))).toBe('incompleteSession');
    expect(sessionLabelKey(q('dead'))).toBe('matchFailed');
    expect(sessionLabelKey(q('dead', { answered: true }, { status: 'EXPIRED' }))).toBe('matchFailed');
  });

  it('reads an in-progress question with an expired discussion as over', () => {
    expect(sessionLabelKey(q('in_progress', { answered: true }, { status: 'EXPIRED' }))).toBe('completed');
    expect(sessionLabelKey(q('in_progress', {}, { status: 'EXPIRED' }))).toBe('incompleteSession');
    expect(sessionLabelKey(q('in_progress', {}, { status: 'EXPIRED', flagged: true }))).toBe('flaggedByUser');
  });
});
