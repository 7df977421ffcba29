import type { Message, Question } from '@photostudy/contracts';
import { remainingSeconds } from './timerRules';

/** Who wrote a message: uid 0 is the system, the author is the student, anyone else the expert. */
export type SenderRole = 'system' | 'student' | 'expert';

/** The sender rule of spec 001 section 2. */
export function senderRole(message: Pick<Message, 'sender'>, authorUid: number): SenderRole {
  if (message.sender.uid === 0) return 'system';
  return message.sender.uid === authorUid ? 'student' : 'expert';
}

/** A message is edited when updated differs from created. */
export function isEdited(message: Pick<Message, 'created' | 'updated'>): boolean {
  return message.updated !== message.created;
}

/** Dead: explained or dead, or in progress with an expired discussion (spec 001 section 4). */
export function isQuestionDead(question: Question): boolean {
  if (question.state === 'explained' || question.state === 'dead') return true;
  return question.state === 'in_progress' && question.discussion?.status === 'EXPIRED';
}

/** The expert started the discussion (it may have run out of time since). */
export function isDiscussionStarted(question: Pick<Question, 'discussion'>): boolean {
  return question.discussion?.status === 'STARTED';
}

/** Ended between two readings of the same question: open (or running) before, dead after. */
export function hasEndedSince(before: Question, after: Question): boolean {
  return !isQuestionDead(before) && isQuestionDead(after);
}

/** Live: time remains and the discussion is STARTED. */
export function isDiscussionLive(question: Question, nowS: number): boolean {
  return question.discussion?.status === 'STARTED' && remainingSeconds(question.discussion, nowS) > 0;
}

/** A rating is owed: answered, not rated, not flagged (by either side). */
export function isRatingOwed(question: Question): boolean {
  return question.answered && question.answerPoint === 0 && !question.flagged && !question.discussion?.flagged;
}

/** The history view forces the rating dialog (spec 001 section 4, Leaving the chat). */
export function shouldForceHistoryRating(question: Question, isSample: boolean, canAsk: boolean): boolean {
  return question.answered && !question.flagged && question.answerPoint === 0 && !isSample && canAsk;
}

/** Inserts a message or replaces the one with the same mid, keeping the list ordered by time then mid. */
export function upsertMessage(messages: readonly Message[], message: Message): Message[] {
  const rest = messages.filter((existing) => existing.mid !== message.mid);
  rest.push(message);
  return rest.sort((a, b) => a.created - b.created || a.mid - b.mid);
}

/**
 * A freshly loaded message list joined with the messages already shown: a load answered after a message arrived
 * (a reload racing a send) must not take it away again. Messages are never deleted, so the union is the truth;
 * the fresh copy wins for a message both have.
 */
export function mergeMessages(fresh: readonly Message[], shown: readonly Message[]): Message[] {
  const freshMids = new Set(fresh.map((message) => message.mid));
  const missing = shown.filter((message) => !freshMids.has(message.mid));
  if (missing.length === 0) return [...fresh];
  return [...fresh, ...missing].sort((a, b) => a.created - b.created || a.mid - b.mid);
}

/**
 * Suggestion options are active only while `timeRemaining` seconds remain (counted from when this client
 * received that value, `lockAtS`), while none is chosen and while the question is neither explained nor dead.
 */
export function isSuggestionActive(message: Message, question: Question, nowS: number, lockAtS: number): boolean {
  const suggestion = message.suggestion;
  if (!suggestion || suggestion.timeRemaining <= 0) return false;
  if (suggestion.options.some((option) => option.selected) || message.optionId) return false;
  if (isQuestionDead(question)) return false;
  return nowS < lockAtS;
}

/** Finished for sharing (the server's rule): explained, or dead after a discussion took place. */
export function isSessionFinished(question: Pick<Question, 'state' | 'discussion'>): boolean {
  return question.state === 'explained' || (question.state === 'dead' && question.discussion !== null);
}

/**
 * Shown as a sample: opened at /sample-sessions, or someone else's session opened at /my-sessions (the only
 * sessions of others a student may read are the samples). Such a session is never 'My Session', its student is
 * 'Student' rather than 'You', and it has no rating of the viewer's own.
 */
export function isShownAsSample(question: Pick<Question, 'author'>, isSampleRoute: boolean, viewerUid: number | null): boolean {
  if (isSampleRoute) return true;
  return viewerUid !== null && question.author.uid !== viewerUid;
}

/** The student looking at a session, as the share rules see them (null uid until the profile loads). */
export interface ShareViewer {
  uid: number | null;
  /** A User-ID (child) account: it can neither share nor open others' shared sessions. */
  isUserIdAccount: boolean;
}

/**
 * Whether the history view offers 'Share' (spec 000 section 2, shared session pages): never to a User-ID account; a
 * sample session always (its `demo-` code); otherwise only the author's own finished session.
 */
export function canShareSession(
  question: Pick<Question, 'state' | 'discussion' | 'author'>,
  isSample: boolean,
  viewer: ShareViewer,
): boolean {
  if (viewer.isUserIdAccount) return false;
  if (isSample) return true;
  return viewer.uid !== null && question.author.uid === viewer.uid && isSessionFinished(question);
}

/** Current Unix time in seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
