import type { Message, Question } from '../../lib/api/expertApi';
import type { SessionEvent } from '../../lib/realtime';

/** Something that happened to the open session, as the workspace applies it (realtime or my own calls). */
export type WorkspaceEvent =
  | { kind: 'messagePosted'; message: Message }
  | { kind: 'messageEdited'; message: Message }
  | { kind: 'idleWarning' }
  | { kind: 'idleTimeout' }
  | { kind: 'sessionEnded'; reason: string }
  | { kind: 'assignmentChanged'; state: string };

/** The banner above the chat; its text is looked up when shown so it follows the language. */
export type WorkspaceNotice = { kind: 'idle' } | { kind: 'timeout' } | { kind: 'ended'; reason: string };

/** What the realtime events change: the question and the banner. */
export interface WorkspaceState {
  question: Question;
  notice: WorkspaceNotice | null;
}

/** A state after an event; `isStale` when the payload could not be applied and the question must be read again. */
export interface AppliedEvent {
  state: WorkspaceState;
  isStale: boolean;
}

function byTime(a: Message, b: Message): number {
  return a.created - b.created || a.mid - b.mid;
}

/** Adds a message or replaces a known one unless the copy held is newer (so duplicates and late edits change nothing). */
export function upsertMessage(messages: Message[], message: Message): Message[] {
  const index = messages.findIndex((m) => m.mid === message.mid);
  if (index === -1) return [...messages, message].sort(byTime);
  if (messages[index]!.updated > message.updated) return messages;
  return messages.map((m, i) => (i === index ? message : m));
}

/** The question after one event, and whether the event carried too little to apply. */
export function applyToQuestion(question: Question, event: WorkspaceEvent): { question: Question; isStale: boolean } {
  switch (event.kind) {
    case 'messagePosted':
    case 'messageEdited': {
      const { message } = event;
      if (message.qid !== question.qid) return { question, isStale: false };
      // An edit of a message we never saw cannot be placed reliably: the server's copy of the thread decides.
      if (event.kind === 'messageEdited' && !question.messages.some((m) => m.mid === message.mid)) return { question, isStale: true };
      const messages = upsertMessage(question.messages, message);
      return { question: messages === question.messages ? question : { ...question, messages }, isStale: false };
    }
    // The end and assignment payloads carry a reason or a state, not the question (the closing system
    // message, the final state and the expert are only in the server's copy).
    case 'sessionEnded':
    case 'assignmentChanged':
      return { question, isStale: true };
    case 'idleWarning':
    case 'idleTimeout':
      return { question, isStale: false };
  }
}

/** The banner after one event: idle, timeout and end show theirs; any chat message clears the idle warning. */
export function applyToNotice(notice: WorkspaceNotice | null, event: WorkspaceEvent): WorkspaceNotice | null {
  switch (event.kind) {
    case 'idleWarning':
      return { kind: 'idle' };
    case 'idleTimeout':
      return { kind: 'timeout' };
    case 'sessionEnded':
      return { kind: 'ended', reason: event.reason };
    case 'messagePosted':
    case 'messageEdited':
      return notice?.kind === 'idle' ? null : notice;
    case 'assignmentChanged':
      return notice;
  }
}

/** Applies one event to the workspace; the same state object comes back when nothing changed. */
export function applyWorkspaceEvent(state: WorkspaceState, event: WorkspaceEvent): AppliedEvent {
  const applied = applyToQuestion(state.question, event);
  const notice = applyToNotice(state.notice, event);
  const isSame = applied.question === state.question && notice === state.notice;
  return { state: isSame ? state : { question: applied.question, notice }, isStale: applied.isStale };
}

/**
 * The server's copy of the question with the events heard while it was being read laid back on top
 * (a message that arrived during the request stays); the banner is not part of the server's copy.
 */
export function rebaseOnFetched(fetched: Question, eventsSince: readonly WorkspaceEvent[]): Question {
  return eventsSince.reduce((question, event) => applyToQuestion(question, event).question, fetched);
}

function isMessage(data: Record<string, unknown>): boolean {
  return (
    typeof data.mid === 'number' && typeof data.qid === 'number' && typeof data.created === 'number' && typeof data.updated === 'number'
  );
}

/** Maps an event of the student's presence channel (as the realtime module reports it) to a workspace event. */
export function fromSessionEvent(event: SessionEvent): WorkspaceEvent | null {
  switch (event.name) {
    case 'message':
      return isMessage(event.data) ? { kind: 'messagePosted', message: event.data as unknown as Message } : null;
    case 'messageEdited':
      return isMessage(event.data) ? { kind: 'messageEdited', message: event.data as unknown as Message } : null;
    case 'idleWarning':
      return { kind: 'idleWarning' };
    case 'idleTimeout':
      return { kind: 'idleTimeout' };
    case 'ended':
      return { kind: 'sessionEnded', reason: String(event.data.reason ?? '') };
  }
}
