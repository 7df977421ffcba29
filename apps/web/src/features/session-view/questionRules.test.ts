import { describe, expect, it } from 'vitest';
import {
  canShareSession,
  isEdited,
  isQuestionDead,
  isSessionFinished,
  isSuggestionActive,
  mergeMessages,
  senderRole,
  shouldForceHistoryRating,
  upsertMessage,
} from './questionRules';
import { EXPERT_UID, STUDENT_UID, asMessage, asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';

describe('question rules', () => {
  it('tells the sender by uid: 0 system, the author student, anyone else expert', () => {
    expect(senderRole({ sender: { uid: 0 } }, STUDENT_UID)).toBe('system');
    expect(senderRole({ sender: { uid: STUDENT_UID } }, STUDENT_UID)).toBe('student');
    expect(senderRole({ sender: { uid: EXPERT_UID } }, STUDENT_UID)).toBe('expert');
  });

  it('marks a message edited when updated differs from created', () => {
    expect(isEdited({ created: 10, updated: 10 })).toBe(false);
    expect(isEdited({ created: 10, updated: 11 })).toBe(true);
  });

  it('counts explained, dead and expired in-progress questions as dead', () => {
    expect(isQuestionDead(asQuestion(wireQuestion()))).toBe(false);
    expect(isQuestionDead(asQuestion(wireQuestion({ state: 'explained' })))).toBe(true);
    expect(isQuestionDead(asQuestion(wireQuestion({ state: 'dead' })))).toBe(true);
    expect(isQuestionDead(asQuestion(wireQuestion({ discussion: { status: 'EXPIRED', duration: 600, started: 1, flagged: false } })))).toBe(
      true,
    );
  });

  it('upserts messages by mid in time order', () => {
    const a = asMessage(wireMessage({ mid: 1, created: 10 }));
    const b = asMessage(wireMessage({ mid: 2, created: 5 }));
    const edited = asMessage(wireMessage({ mid: 1, created: 10, updated: 12, body: 'changed' }));
    expect(upsertMessage(upsertMessage([a], b), edited).map((m) => [m.mid, m.body])).toEqual([
      [2, 'Hello'],
      [1, 'changed'],
    ]);
  });

  it('keeps suggestions active only before the lock, with no choice, on a live question', () => {
    const question = asQuestion(wireQuestion());
    const options = [
      { id: 1, body: 'A', selected: false },
      { id: 2, body: 'B', selected: false },
    ];
    const message = asMessage(wireMessage({ message_type: 'suggestion', suggestion: { options, time_remaining: 60 } }));
    expect(isSuggestionActive(message, question, 100, 160)).toBe(true);
    expect(isSuggestionActive(message, question, 160, 160)).toBe(false);
    const chosen = asMessage(
      wireMessage({ suggestion: { options: [{ ...options[0], selected: true }, options[1]], time_remaining: 60 }, option_id: 1 }),
    );
    expect(isSuggestionActive(chosen, question, 100, 160)).toBe(false);
    expect(isSuggestionActive(message, asQuestion(wireQuestion({ state: 'explained' })), 100, 160)).toBe(false);
  });

  it('forces the history rating only for answered, unflagged, unrated, non-sample sessions when the student can ask', () => {
    const owed = asQuestion(wireQuestion({ state: 'explained' }));
    expect(shouldForceHistoryRating(owed, false, true)).toBe(true);
    expect(shouldForceHistoryRating(owed, true, true)).toBe(false);
    expect(shouldForceHistoryRating(owed, false, false)).toBe(false);
    expect(shouldForceHistoryRating({ ...owed, answerPoint: 4 }, false, true)).toBe(false);
    expect(shouldForceHistoryRating({ ...owed, flagged: true }, false, true)).toBe(false);
  });

  describe('sharing', () => {
    const ended = { status: 'EXPIRED', duration: 1200, started: 1_700_000_000, flagged: false };
    const explained = asQuestion(wireQuestion({ state: 'explained', discussion: ended }));
    const student = { uid: STUDENT_UID, isUserIdAccount: false };

    it('counts explained sessions and dead ones that had a discussion as finished', () => {
      expect(isSessionFinished(explained)).toBe(true);
      expect(isSessionFinished(asQuestion(wireQuestion({ state: 'dead', discussion: ended })))).toBe(true);
      expect(isSessionFinished(asQuestion(wireQuestion({ state: 'dead', discussion: null })))).toBe(false);
      expect(isSessionFinished(asQuestion(wireQuestion({ state: 'in_progress' })))).toBe(false);
      expect(isSessionFinished(asQuestion(wireQuestion({ state: 'connecting', discussion: null })))).toBe(false);
    });

    it("lets the author share a finished session, and nobody share an open one or another student's", () => {
      expect(canShareSession(explained, false, student)).toBe(true);
      expect(canShareSession(asQuestion(wireQuestion({ state: 'in_progress' })), false, student)).toBe(false);
      expect(canShareSession(explained, false, { uid: EXPERT_UID, isUserIdAccount: false })).toBe(false);
      expect(canShareSession(explained, false, { uid: null, isUserIdAccount: false })).toBe(false);
    });

    it('shares samples by their demo code whoever looks, and never from a User-ID account', () => {
      const sample = asQuestion(wireQuestion({ state: 'explained', author: { uid: 1, name: 'Sample', avatar: null } }));
      expect(canShareSession(sample, true, student)).toBe(true);
      expect(canShareSession(sample, true, { uid: STUDENT_UID, isUserIdAccount: true })).toBe(false);
      expect(canShareSession(explained, false, { uid: STUDENT_UID, isUserIdAccount: true })).toBe(false);
    });
  });
});

describe('mergeMessages', () => {
  it('keeps a message shown before a slower load answered, and takes the fresh copy of the others', () => {
    const at = (mid: number, created: number, body: string) => asMessage(wireMessage({ mid, created, body }));
    const shown = [at(1, 10, 'old text'), at(2, 11, 'sent during the load')];
    const fresh = [at(1, 10, 'edited text')];
    expect(mergeMessages(fresh, shown).map((m) => [m.mid, m.body])).toEqual([
      [1, 'edited text'],
      [2, 'sent during the load'],
    ]);
  });
});
