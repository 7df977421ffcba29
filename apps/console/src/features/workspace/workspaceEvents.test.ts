import { describe, expect, it } from 'vitest';
import type { Message, Question } from '../../lib/api/expertApi';
import {
  applyWorkspaceEvent,
  fromSessionEvent,
  rebaseOnFetched,
  upsertMessage,
  type WorkspaceEvent,
  type WorkspaceState,
} from './workspaceEvents';

const QID = 7;

function message(mid: number, body: string, over: Partial<Message> = {}): Message {
  return { mid, qid: QID, body, sender: { uid: 2 }, created: 100 + mid, updated: 100 + mid, messageType: 'text', ...over };
}

function question(messages: Message[] = []): Question {
  return {
    qid: QID,
    tid: 1,
    title: 'Solve $x^2=4$',
    subjectTitle: 'Algebra',
    state: 'in_progress',
    answered: false,
    answerPoint: 0,
    flagged: false,
    flagReason: null,
    created: 50,
    updated: 50,
    author: { uid: 1, name: 'Ana', avatar: null },
    expert: { uid: 2, name: 'Eve', avatar: null },
    expertInfo: null,
    discussion: { status: 'STARTED', duration: 600, started: 60, flagged: false },
    messages,
    previousQuestionIds: [],
    allowSpreadsheet: false,
    isSheetReady: false,
    sheetUrl: null,
    attachmentUrl: null,
    attachmentSize: null,
    lang: 'en',
    metaData: { mindset: { title: '' } },
  };
}

function state(messages: Message[] = [], notice: WorkspaceState['notice'] = null): WorkspaceState {
  return { question: question(messages), notice };
}

const bodies = (s: WorkspaceState) => s.question.messages.map((m) => `${m.mid}:${m.body}`);

describe('applyWorkspaceEvent', () => {
  it('adds a new message in time order without a re-read', () => {
    const start = state([message(1, 'hi'), message(3, 'later')]);
    const { state: next, isStale } = applyWorkspaceEvent(start, { kind: 'messagePosted', message: message(2, 'middle') });
    expect(bodies(next)).toEqual(['1:hi', '2:middle', '3:later']);
    expect(isStale).toBe(false);
  });

  it("adds the student's message and the answer to a suggestion (the same event kind)", () => {
    const student = message(4, 'x = 2', { sender: { uid: 1 }, studentDiscussionMessage: true });
    const answered = message(5, 'Both', { sender: { uid: 1 }, challengedQuestionAnswered: true, optionId: 9 });
    const once = applyWorkspaceEvent(state(), { kind: 'messagePosted', message: student }).state;
    const twice = applyWorkspaceEvent(once, { kind: 'messagePosted', message: answered }).state;
    expect(bodies(twice)).toEqual(['4:x = 2', '5:Both']);
  });

  it('applies a duplicate message once (realtime echo of my own send)', () => {
    const sent = message(2, 'mine');
    const once = applyWorkspaceEvent(state([message(1, 'hi')]), { kind: 'messagePosted', message: sent });
    const again = applyWorkspaceEvent(once.state, { kind: 'messagePosted', message: { ...sent } });
    expect(bodies(again.state)).toEqual(['1:hi', '2:mine']);
    expect(again.isStale).toBe(false);
  });

  it('replaces an edited message in place', () => {
    const edited = message(1, 'hello', { updated: 200, editDiscussionMessage: true });
    const { state: next, isStale } = applyWorkspaceEvent(state([message(1, 'hi'), message(2, 'x')]), {
      kind: 'messageEdited',
      message: edited,
    });
    expect(bodies(next)).toEqual(['1:hello', '2:x']);
    expect(isStale).toBe(false);
  });

  it('keeps the newer copy when an older edit arrives late (out of order)', () => {
    const newer = message(1, 'second edit', { updated: 300 });
    const older = message(1, 'first edit', { updated: 200 });
    const afterNewer = applyWorkspaceEvent(state([message(1, 'hi')]), { kind: 'messageEdited', message: newer }).state;
    const afterOlder = applyWorkspaceEvent(afterNewer, { kind: 'messageEdited', message: older });
    expect(bodies(afterOlder.state)).toEqual(['1:second edit']);
    expect(afterOlder.state).toBe(afterNewer);
  });

  it('applies a same-second edit (the suggestion lock keeps the time and closes the options)', () => {
    const suggestion = message(1, 'Pick', { messageType: 'suggestion', suggestion: { options: [], timeRemaining: 30 } });
    const locked = { ...suggestion, suggestion: { options: [], timeRemaining: 0 } };
    const { state: next } = applyWorkspaceEvent(state([suggestion]), { kind: 'messageEdited', message: locked });
    expect(next.question.messages[0]?.suggestion?.timeRemaining).toBe(0);
  });

  it('asks for a re-read when an edit refers to a message it does not know', () => {
    const start = state([message(1, 'hi')]);
    const { state: next, isStale } = applyWorkspaceEvent(start, { kind: 'messageEdited', message: message(9, 'edited') });
    expect(isStale).toBe(true);
    expect(bodies(next)).toEqual(['1:hi']);
  });

  it("ignores messages of another question (the student's channel outlives a session)", () => {
    const start = state([message(1, 'hi')]);
    const other = message(2, 'old session', { qid: QID + 1 });
    const applied = applyWorkspaceEvent(start, { kind: 'messagePosted', message: other });
    expect(applied).toEqual({ state: start, isStale: false });
  });

  it('shows the idle warning, and clears it on the next message', () => {
    const warned = applyWorkspaceEvent(state(), { kind: 'idleWarning' });
    expect(warned).toMatchObject({ state: { notice: { kind: 'idle' } }, isStale: false });
    const replied = applyWorkspaceEvent(warned.state, { kind: 'messagePosted', message: message(1, 'here') });
    expect(replied.state.notice).toBeNull();
  });

  it('shows the idle timeout, which a message does not clear', () => {
    const timedOut = applyWorkspaceEvent(state(), { kind: 'idleTimeout' });
    expect(timedOut.state.notice).toEqual({ kind: 'timeout' });
    const later = applyWorkspaceEvent(timedOut.state, { kind: 'messagePosted', message: message(1, 'x') });
    expect(later.state.notice).toEqual({ kind: 'timeout' });
  });

  it('shows the end with its reason and asks for a re-read (the closing message and final state are not in the payload)', () => {
    const ended = applyWorkspaceEvent(state([], { kind: 'idle' }), { kind: 'sessionEnded', reason: 'student_end' });
    expect(ended.state.notice).toEqual({ kind: 'ended', reason: 'student_end' });
    expect(ended.isStale).toBe(true);
  });

  it('asks for a re-read on an assignment change (claimed elsewhere, given back, ended), keeping the banner', () => {
    const start = state([], { kind: 'timeout' });
    const changed = applyWorkspaceEvent(start, { kind: 'assignmentChanged', state: 'connecting' });
    expect(changed).toEqual({ state: start, isStale: true });
  });
});

describe('upsertMessage', () => {
  it('returns the same list when nothing changes', () => {
    const list = [message(1, 'new', { updated: 300 })];
    expect(upsertMessage(list, message(1, 'old', { updated: 200 }))).toBe(list);
  });
});

describe('rebaseOnFetched', () => {
  it("lays the events heard during a read back on the server's copy, once each", () => {
    const fetched = question([message(1, 'hi'), message(2, 'on server')]);
    const heard: WorkspaceEvent[] = [
      { kind: 'messagePosted', message: message(2, 'on server') },
      { kind: 'messagePosted', message: message(3, 'arrived during the read') },
      { kind: 'messageEdited', message: message(1, 'edited during the read', { updated: 400 }) },
      { kind: 'idleWarning' },
    ];
    const rebased = rebaseOnFetched(fetched, heard);
    expect(rebased.messages.map((m) => `${m.mid}:${m.body}`)).toEqual([
      '1:edited during the read',
      '2:on server',
      '3:arrived during the read',
    ]);
  });

  it("keeps the server's newer copy over an older event", () => {
    const fetched = question([message(1, 'server edit', { updated: 500 })]);
    const rebased = rebaseOnFetched(fetched, [{ kind: 'messageEdited', message: message(1, 'older', { updated: 400 }) }]);
    expect(rebased.messages[0]?.body).toBe('server edit');
  });
});

describe('fromSessionEvent', () => {
  it('maps the realtime module’s session events to workspace events', () => {
    const data = message(1, 'hi') as unknown as Record<string, unknown>;
    expect(fromSessionEvent({ name: 'message', qid: QID, data })).toEqual({ kind: 'messagePosted', message: data });
    expect(fromSessionEvent({ name: 'messageEdited', qid: QID, data })).toEqual({ kind: 'messageEdited', message: data });
    expect(fromSessionEvent({ name: 'idleWarning', qid: QID, data: { qid: QID } })).toEqual({ kind: 'idleWarning' });
    expect(fromSessionEvent({ name: 'idleTimeout', qid: QID, data: { qid: QID } })).toEqual({ kind: 'idleTimeout' });
    expect(fromSessionEvent({ name: 'ended', qid: QID, data: { qid: QID, reason: 'expired' } })).toEqual({
      kind: 'sessionEnded',
      reason: 'expired',
    });
  });

  it('drops a message event without a message', () => {
    expect(fromSessionEvent({ name: 'message', qid: QID, data: { qid: QID } })).toBeNull();
  });
});
