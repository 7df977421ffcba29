import { STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentRealtime, toChannelEvent } from '../../lib/realtime';
import { mockApi } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { LiveChat } from './LiveChat';
import { EXPERT_UID, STUDENT_UID, asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';

// The dialogs engineer's components are tested on their own; here they only report that they were opened.
vi.mock('./dialogs', () => ({
  RatingFlow: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog" aria-label="Rating" /> : null),
  FlagConfirmDialog: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog" aria-label="Flag" /> : null),
  ExitChatDialog: ({ opened }: { opened: boolean }) => (opened ? <div role="dialog" aria-label="Exit" /> : null),
  useLeaveGuard: () => undefined,
}));

/** Plays one wire event through the realtime module's boundary, as the channel layer would. */
function play(kind: 'private' | 'presence', name: string, data: unknown) {
  const event = toChannelEvent(kind, name, data);
  if (!event) throw new Error(`not a student event: ${name}`);
  act(() => studentRealtime.deliver(event));
}

function setup(overrides: Record<string, unknown> = {}, options: { isWaiting?: boolean; openQid?: number | null } = {}) {
  const wire = wireQuestion(overrides);
  const api = mockApi({
    'GET /api/questions/100': () => ({ body: wire }),
    'POST /api/questions/100/idle-resets': { body: { ok: true } },
    'POST /api/questions/100/messages': () => ({ body: wireMessage({ mid: 50, sender: { uid: STUDENT_UID }, body: 'my answer' }) }),
  });
  const refreshConfig = vi.fn();
  const utils = renderWithProviders(
    <LiveChat
      initialQuestion={asQuestion(wire)}
      openQid={options.openQid === undefined ? 100 : options.openQid}
      refreshConfig={refreshConfig}
      isWaitingInitially={options.isWaiting ?? false}
    />,
  );
  const calls = (method: string, path: string) =>
    api.fetchMock.mock.calls.filter(([input, init]) => String(input).split('?')[0] === path && (init?.method ?? 'GET') === method);
  return { ...utils, api, refreshConfig, calls };
}

describe('live chat realtime handling', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the hidden Expert Chat heading and the working hint while the expert is not typing', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Expert Chat' })).toBeInTheDocument();
    expect(screen.getByTestId('typing-hint')).toHaveTextContent('Give me a minute I’m working...');
  });

  it('closes the waiting dialog when the first message arrives and shows the message live', async () => {
    setup({ messages: [], state: 'connecting', answered: false, discussion: null }, { isWaiting: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your chat session will not end before 10 minutes.')).toBeInTheDocument();
    play('presence', STUDENT_PRESENCE_EVENTS.newDiscussionMessage, wireMessage({ mid: 9, body: 'Hi, I am $x$' }));
    expect(await screen.findByText('Hi, I am', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Your chat session will not end before 10 minutes.')).toBeNull());
  });

  it('ignores messages of another question', () => {
    setup();
    play('presence', STUDENT_PRESENCE_EVENTS.newDiscussionMessage, wireMessage({ mid: 9, qid: 999, body: 'not yours' }));
    expect(screen.queryByText('not yours')).toBeNull();
  });

  it('marks an edited message', async () => {
    setup({ messages: [wireMessage({ mid: 3, body: 'first' })] });
    play('presence', STUDENT_PRESENCE_EVENTS.editDiscussionMessage, wireMessage({ mid: 3, body: 'second', updated: 1_700_000_005 }));
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.getByText('edited')).toBeInTheDocument();
    expect(screen.queryByText('first')).toBeNull();
  });

  it('toggles the typing indicator from the client events', () => {
    setup();
    play('presence', STUDENT_PRESENCE_EVENTS.tutorTyping, { qid: 100 });
    expect(screen.getByTestId('typing-hint')).toHaveTextContent('Maria is typing...');
    play('presence', STUDENT_PRESENCE_EVENTS.tutorStoppedTyping, { qid: 100 });
    expect(screen.getByTestId('typing-hint')).toHaveTextContent('Give me a minute I’m working...');
  });

  it('shows Still working? and dismisses it with an idle reset of the type, then reloads', async () => {
    const { calls } = setup();
    play('presence', STUDENT_PRESENCE_EVENTS.sessionIdleWarning, { qid: 100, type: 'warning_modal' });
    const dialog = await screen.findByRole('dialog', { name: 'Still working?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Still working' }));
    await waitFor(() => expect(calls('POST', '/api/questions/100/idle-resets')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST', '/api/questions/100/idle-resets')[0]![1]!.body))).toEqual({ type: 'warning_modal' });
    await waitFor(() => expect(calls('GET', '/api/questions/100')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Still working?' })).toBeNull());
  });

  it('opens the exit confirmation from the idle warning End session', async () => {
    setup();
    play('presence', STUDENT_PRESENCE_EVENTS.sessionIdleWarning, { qid: 100, type: 'idle_warning' });
    await userEvent.click(await screen.findByRole('button', { name: 'End session' }));
    expect(await screen.findByRole('dialog', { name: 'Exit' })).toBeInTheDocument();
  });

  it('reloads on idle timeout and then shows the idle-timeout dialog', async () => {
    const { calls } = setup();
    play('presence', STUDENT_PRESENCE_EVENTS.sessionIdleTimeout, { qid: 100 });
    expect(await screen.findByRole('dialog', { name: 'Session ended' })).toBeInTheDocument();
    expect(calls('GET', '/api/questions/100')).toHaveLength(1);
  });

  it('after an idle timeout shows the timeout dialog first and the rating only once it is closed', async () => {
    const { api } = setup();
    const ended = wireQuestion({ state: 'explained', discussion: { status: 'EXPIRED', duration: 1200, started: 1, flagged: false } });
    api.answers['GET /api/questions/100'] = { body: ended };
    play('private', STUDENT_PRIVATE_EVENTS.discussionSessionEnded, { qid: 100, reason: 'idle_timeout', ended: 2 });
    play('presence', STUDENT_PRESENCE_EVENTS.sessionIdleTimeout, { qid: 100 });
    const timeout = await screen.findByRole('dialog', { name: 'Session ended' });
    expect(screen.queryByRole('dialog', { name: 'Rating' })).toBeNull();
    await userEvent.click(within(timeout).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Rating' })).toBeInTheDocument();
  });

  it('questionRejected for the current question reloads, shows the waiting dialog and refreshes the config', async () => {
    const { calls, refreshConfig } = setup({ messages: [], answered: false, state: 'connecting', discussion: null });
    play('private', STUDENT_PRIVATE_EVENTS.questionRejected, { qid: 100 });
    expect(await screen.findByText('Your chat session will not end before 10 minutes.')).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/api/questions/100')).toHaveLength(1));
    expect(refreshConfig).toHaveBeenCalled();
  });

  it('questionAnswered reloads only for the current question or when none is open', async () => {
    const { calls } = setup();
    play('private', STUDENT_PRIVATE_EVENTS.questionAnswered, { qid: 555, started: 1, duration: 600 });
    expect(calls('GET', '/api/questions/100')).toHaveLength(0);
    play('private', STUDENT_PRIVATE_EVENTS.questionAnswered, { qid: 100, started: 1, duration: 600 });
    await waitFor(() => expect(calls('GET', '/api/questions/100')).toHaveLength(1));
  });

  it('questionGranted shows the expert banner and reloads, without reopening the waiting dialog (issue 17, defect 8)', async () => {
    const { calls } = setup({ messages: [], expert: null, expert_info: null, state: 'connecting', answered: false, discussion: null });
    // Opened on load while still waiting (a reload included); the student closes it.
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    play('presence', STUDENT_PRESENCE_EVENTS.questionGranted, {
      qid: 100,
      expert_info: { expert_uid: EXPERT_UID + 1, expert_name: 'Leo', expert_rating: 4.9, expert_info: 'Physics PhD' },
    });
    expect(await screen.findByTestId('expert-banner')).toHaveTextContent('Leo');
    await waitFor(() => expect(calls('GET', '/api/questions/100')).toHaveLength(1));
    expect(screen.queryByText('Expert match in progress...')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the waiting dialog when the discussion starts, before the expert writes (issue 17, defect 8)', async () => {
    const waiting = { messages: [], expert: null, expert_info: null, state: 'connecting', answered: false, discussion: null };
    const { api } = setup(waiting, { isWaiting: true });
    expect(await screen.findByText('Expert match in progress...')).toBeInTheDocument();
    api.answers['GET /api/questions/100'] = { body: wireQuestion({ messages: [], answered: false }) };
    play('private', STUDENT_PRIVATE_EVENTS.questionAnswered, { qid: 100, started: 1, duration: 1200 });
    await waitFor(() => expect(screen.queryByText('Expert match in progress...')).toBeNull());
    play('presence', STUDENT_PRESENCE_EVENTS.questionGranted, {
      qid: 100,
      expert_info: { expert_uid: EXPERT_UID, expert_name: 'Maria', expert_rating: 4.8, expert_info: 'Math teacher' },
    });
    await waitFor(() => expect(screen.getByTestId('chat-title')).toHaveTextContent('Chat with Maria'));
    expect(screen.queryByText('Expert match in progress...')).toBeNull();
  });

  it('opens the waiting dialog on a question still waiting for an expert, also without the ask form’s route state (a reload)', async () => {
    setup({ messages: [], expert: null, expert_info: null, state: 'connecting', answered: false, discussion: null }, { isWaiting: false });
    expect(await screen.findByText('Expert match in progress...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw question' })).toBeInTheDocument();
  });

  it('does not open the waiting dialog on a question whose discussion already runs', () => {
    setup({ messages: [] }, { isWaiting: true });
    expect(screen.queryByText('Expert match in progress...')).toBeNull();
  });

  it('counts the question answered from the expert’s first live message, as a reload would (Back shows)', async () => {
    setup({ answered: false, messages: [] });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    play('presence', STUDENT_PRESENCE_EVENTS.newDiscussionMessage, wireMessage({ mid: 9, body: 'First step' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("loads the previous chat of a repost with few messages from 'View previous chat' (issue 17, defect 4)", async () => {
    const { api } = setup({ previous_question_ids: [90], messages: [wireMessage({ mid: 5, body: 'new expert here' })] });
    api.answers['GET /api/questions/90'] = {
      body: wireQuestion({ qid: 90, state: 'explained', messages: [wireMessage({ qid: 90, mid: 1, body: 'the first expert said' })] }),
    };
    await userEvent.click(screen.getByRole('button', { name: 'View previous chat' }));
    expect(await screen.findByText('the first expert said')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View previous chat' })).toBeNull();
    const order = screen.getAllByTestId('chat-message').map((node) => node.textContent);
    expect(order[0]).toContain('the first expert said');
    expect(order[1]).toContain('new expert here');
  });

  it('reloads the question after a reconnect', async () => {
    const { calls } = setup();
    act(() => studentRealtime.deliver({ channel: 'connection', name: 'reconnected' }));
    await waitFor(() => expect(calls('GET', '/api/questions/100')).toHaveLength(1));
  });

  it('shows the idle-timeout dialog when the reload after a reconnect finds the session ended idle (issue 17, defect 14)', async () => {
    const { api, refreshConfig, calls } = setup();
    api.answers['GET /api/questions/100'] = {
      body: wireQuestion({
        state: 'explained',
        discussion: { status: 'EXPIRED', duration: 1200, started: 1, flagged: false },
        end_reason: 'idle_timeout',
      }),
    };
    act(() => studentRealtime.deliver({ channel: 'connection', name: 'reconnected' }));
    const timeout = await screen.findByRole('dialog', { name: 'Session ended' });
    expect(screen.queryByRole('dialog', { name: 'Rating' })).toBeNull();
    expect(refreshConfig).toHaveBeenCalled();
    await userEvent.click(within(timeout).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Rating' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session ended' })).toBeNull());
    // A later reload of the already ended session does not say it again.
    act(() => studentRealtime.deliver({ channel: 'connection', name: 'reconnected' }));
    await waitFor(() => expect(calls('GET', '/api/questions/100')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Session ended' })).toBeNull();
  });

  it('goes straight to the rating when the reload after a reconnect finds the session expired by time', async () => {
    const { api } = setup();
    api.answers['GET /api/questions/100'] = {
      body: wireQuestion({
        state: 'explained',
        discussion: { status: 'EXPIRED', duration: 1200, started: 1, flagged: false },
        end_reason: 'expired',
      }),
    };
    act(() => studentRealtime.deliver({ channel: 'connection', name: 'reconnected' }));
    expect(await screen.findByRole('dialog', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Session ended' })).toBeNull();
  });

  it('opens the rating directly when the discussion ends with a rating owed', async () => {
    setup();
    play('presence', STUDENT_PRESENCE_EVENTS.discussionSessionEnded, { qid: 100, reason: 'expired', ended: 1 });
    expect(await screen.findByRole('dialog', { name: 'Rating' })).toBeInTheDocument();
  });

  it('sends trimmed messages with Enter, keeps Shift+Enter as a new line, never sends blanks', async () => {
    const { calls } = setup();
    const box = screen.getByRole('textbox', { name: 'Write your message...' });
    await userEvent.type(box, '   {Enter}');
    expect(calls('POST', '/api/questions/100/messages')).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.type(box, '  line one{Shift>}{Enter}{/Shift}line two  {Enter}');
    await waitFor(() => expect(calls('POST', '/api/questions/100/messages')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST', '/api/questions/100/messages')[0]![1]!.body)).body).toBe('line one\nline two');
    expect(await screen.findByText('my answer')).toBeInTheDocument();
  });

  it('sends an idle reset while typing at most every 5 seconds when answered', async () => {
    const { calls } = setup();
    await userEvent.type(screen.getByRole('textbox', { name: 'Write your message...' }), 'abcdef');
    await waitFor(() => expect(calls('POST', '/api/questions/100/idle-resets')).toHaveLength(1));
  });
});
