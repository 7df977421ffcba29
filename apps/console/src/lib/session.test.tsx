import { fakeJwt, mockFetchRoutes } from '@photostudy/client/testing';
import { waitingQueueRow } from '@photostudy/contracts/testing';
import { EXPERT_QUEUE_LIMIT, toCamelDeep } from '@photostudy/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../testing/apiRequests';
import { renderConsole } from '../testing/render';
import type { QueueDelta, QueueDigest } from './realtime';

const live = vi.hoisted(() => ({
  connect: vi.fn(() => Promise.resolve()),
  listen: vi.fn(() => () => undefined),
  setOnline: vi.fn(),
  setSubjects: vi.fn(),
  setBusy: vi.fn(),
  disconnect: vi.fn(),
}));
vi.mock('./realtime', () => ({ realtime: live }));
const alerts = vi.hoisted(() => ({ notifyBrowser: vi.fn(), playOfferBeep: vi.fn(), requestNotificationPermission: vi.fn() }));
vi.mock('./alerts', () => alerts);

const { ConsoleSessionProvider, useConsoleSession } = await import('./session');
const { writeAuth } = await import('./api/tokens');
type QueueHandlers = {
  onQueueDelta: (delta: QueueDelta) => void;
  onQueueDigest: (digest: QueueDigest) => void;
  onQueueChanged: () => void;
};

function Role() {
  return <p data-testid="role">{useConsoleSession().role}</p>;
}

function QueueCount() {
  const { isQueueLoaded, queue } = useConsoleSession();
  return <p data-testid="queue">{isQueueLoaded ? queue.length : 'loading'}</p>;
}

/** The counts the navigation shows: the questions waiting (rows held and digests' qids) and the unread ones. */
function WaitingCount() {
  const { waitingCount, unreadOfferCount, queue } = useConsoleSession();
  return <p data-testid="waiting">{`${waitingCount} ${unreadOfferCount} ${queue.map((q) => q.qid).join(',')}`}</p>;
}

function signIn(role: 'admin' | 'expert', uid: number) {
  const accessToken = fakeJwt({ role, sub: String(uid), exp: Math.floor(Date.now() / 1000) + 3600 });
  writeAuth({ accessToken, refreshToken: 'r', uid, email: `${role}@demo.test` });
}

/** A queue row as the server sends it. */
function wireQueueItem(qid: number, tid: number, subjectTitle: string) {
  return waitingQueueRow(qid, { tid, subject_title: subjectTitle, meta_data: { mindset: { title: 'I am stuck on a step' } } });
}

/** Queue reads whose second one answers only once released (a read on its way while events come); `answerOf(read)` is its list. */
function queueWithSlowSecondRead(answerOf: (read: number) => ReturnType<typeof wireQueueItem>[]) {
  const state = { reads: 0, release: null as (() => void) | null };
  mockFetchRoutes({
    'GET /api/expert/queue': async () => {
      const read = (state.reads += 1);
      if (read === 2) await new Promise<void>((resolve) => (state.release = resolve));
      return { body: { questions: answerOf(read) } };
    },
  });
  return state;
}

const expertCalls = (fetchMock: ReturnType<typeof mockFetchRoutes>) =>
  sentRequests(fetchMock)
    .map((r) => r.path)
    .filter((path) => path.startsWith('/api/expert/'));

describe('ConsoleSessionProvider', () => {
  afterEach(() => {
    writeAuth(null);
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('makes no expert API call and joins no expert channel for an admin (the server would answer 403)', async () => {
    signIn('admin', 3);
    const fetchMock = mockFetchRoutes({});
    renderConsole(
      <ConsoleSessionProvider>
        <Role />
      </ConsoleSessionProvider>,
    );
    expect(screen.getByTestId('role')).toHaveTextContent('admin');
    // The name is still read (any account may), which shows the effects ran.
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/status-updates')).toHaveLength(1));
    expect(expertCalls(fetchMock)).toEqual([]);
    expect(live.connect).not.toHaveBeenCalled();
    expect(live.listen).not.toHaveBeenCalled();
    expect(live.setSubjects).not.toHaveBeenCalled();
  });

  it('connects realtime and reads the queue, the assignment and the profile for an expert', async () => {
    signIn('expert', 9);
    const fetchMock = mockFetchRoutes({});
    renderConsole(
      <ConsoleSessionProvider>
        <Role />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(expertCalls(fetchMock)).toEqual(expect.arrayContaining(['/api/expert/queue', '/api/expert/questions'])));
    expect(expertCalls(fetchMock)).toContain('/api/expert/profile');
    expect(live.connect).toHaveBeenCalledWith(9);
  });

  it("hands my profile's subjects to realtime (their queue channels) and reads the queue again once they are joined", async () => {
    signIn('expert', 9);
    let queue = [wireQueueItem(1, 1, 'Algebra')];
    const fetchMock = mockFetchRoutes({
      'GET /api/expert/profile': {
        body: {
          uid: 9,
          email: 'e@demo.test',
          name: 'E',
          subjects: [
            { tid: 1, title: 'Algebra' },
            { tid: 5, title: 'Chemistry' },
          ],
        },
      },
      'GET /api/expert/queue': () => ({ body: { questions: queue } }),
    });
    renderConsole(
      <ConsoleSessionProvider>
        <QueueCount />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(live.setSubjects).toHaveBeenCalledWith([1, 5]));
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('1'));
    const reads = sentRequests(fetchMock, 'GET /api/expert/queue').length;
    const [handlers] = live.listen.mock.calls[0] as unknown as [{ onReconnected: () => void }];
    queue = [...queue, wireQueueItem(2, 5, 'Chemistry')];
    handlers.onReconnected();
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('2'));
    expect(sentRequests(fetchMock, 'GET /api/expert/queue').length).toBe(reads + 1);
  });

  it('tells realtime I am busy while I hold an open question, and free once it is over', async () => {
    signIn('expert', 9);
    let history = [waitingQueueRow(4, { state: 'in_progress', expert: { uid: 9, name: 'E', avatar: null } })];
    mockFetchRoutes({ 'GET /api/expert/questions': () => ({ body: { questions: history } }) });
    renderConsole(
      <ConsoleSessionProvider>
        <QueueCount />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(live.setBusy).toHaveBeenLastCalledWith(true));
    const [handlers] = live.listen.mock.calls[0] as unknown as [{ onAssignmentChanged: () => void }];
    history = [{ ...history[0]!, state: 'explained' }];
    handlers.onAssignmentChanged();
    await waitFor(() => expect(live.setBusy).toHaveBeenLastCalledWith(false));
  });

  it("announces a new queue question with the subject's name in the console's language", async () => {
    signIn('expert', 9);
    localStorage.setItem('ps-console-online', '1');
    let queue = [wireQueueItem(1, 1, 'Algebra')];
    mockFetchRoutes({ 'GET /api/expert/queue': () => ({ body: { questions: queue } }) });
    renderConsole(
      <ConsoleSessionProvider>
        <QueueCount />
      </ConsoleSessionProvider>,
      'es',
    );
    // The first answer only records what is already waiting; the next one brings the new question.
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('1'));
    expect(alerts.notifyBrowser).not.toHaveBeenCalled();
    const [handlers] = live.listen.mock.calls[0] as unknown as [{ onQueueChanged: () => void }];
    queue = [...queue, wireQueueItem(2, 5, 'Chemistry')];
    handlers.onQueueChanged();
    await waitFor(() => expect(alerts.notifyBrowser).toHaveBeenCalledWith(expect.any(String), 'Química: Solve 2x + 3 = 7'));
  });

  it('applies offers and withdrawals to the queue it holds, alert included, without reading the queue again', async () => {
    signIn('expert', 9);
    localStorage.setItem('ps-console-online', '1');
    const fetchMock = mockFetchRoutes({ 'GET /api/expert/queue': () => ({ body: { questions: [wireQueueItem(1, 1, 'Algebra')] } }) });
    renderConsole(
      <ConsoleSessionProvider>
        <QueueCount />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('1'));
    const reads = sentRequests(fetchMock, 'GET /api/expert/queue').length;
    const [handlers] = live.listen.mock.calls[0] as unknown as [QueueHandlers];
    // An offer as realtime hands it on: the queue's row, camelCased.
    act(() => handlers.onQueueDelta({ offered: [toCamelDeep(wireQueueItem(2, 5, 'Chemistry'))], withdrawn: [] }));
    expect(screen.getByTestId('queue')).toHaveTextContent('2');
    expect(alerts.playOfferBeep).toHaveBeenCalledTimes(1);
    expect(alerts.notifyBrowser).toHaveBeenCalledWith(expect.any(String), 'Chemistry: Solve 2x + 3 = 7');
    // The same offer again (another node's frame, a retry) changes nothing and plays nothing.
    act(() => handlers.onQueueDelta({ offered: [toCamelDeep(wireQueueItem(2, 5, 'Chemistry'))], withdrawn: [] }));
    expect(screen.getByTestId('queue')).toHaveTextContent('2');
    expect(alerts.playOfferBeep).toHaveBeenCalledTimes(1);
    act(() => handlers.onQueueDelta({ offered: [], withdrawn: [1, 2] }));
    expect(screen.getByTestId('queue')).toHaveTextContent('0');
    expect(sentRequests(fetchMock, 'GET /api/expert/queue').length).toBe(reads);
  });

  it('applies a withdrawal heard while a queue read is on its way to what the read answers', async () => {
    signIn('expert', 9);
    // The second read answers late, with a question withdrawn meanwhile.
    const slow = queueWithSlowSecondRead(() => [wireQueueItem(1, 1, 'Algebra'), wireQueueItem(3, 1, 'Algebra')]);
    renderConsole(
      <ConsoleSessionProvider>
        <QueueCount />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('2'));
    const [handlers] = live.listen.mock.calls[0] as unknown as [QueueHandlers];
    act(() => handlers.onQueueChanged());
    await waitFor(() => expect(slow.release).not.toBeNull());
    act(() => handlers.onQueueDelta({ offered: [], withdrawn: [3] }));
    act(() => slow.release?.());
    await waitFor(() => expect(slow.reads).toBe(2));
    await waitFor(() => expect(screen.getByTestId('queue')).toHaveTextContent('1'));
  });

  it("counts a digest's offers without reading them, alerts once with the subject's name, and a read takes them in", async () => {
    signIn('expert', 9);
    localStorage.setItem('ps-console-online', '1');
    let queue = [wireQueueItem(1, 1, 'Algebra')];
    const fetchMock = mockFetchRoutes({
      'GET /api/expert/queue': () => ({ body: { questions: queue } }),
      'GET /api/expert/profile': { body: { uid: 9, email: 'e@demo.test', name: 'E', subjects: [{ tid: 5, title: 'Chemistry' }] } },
    });
    renderConsole(
      <ConsoleSessionProvider>
        <WaitingCount />
      </ConsoleSessionProvider>,
      'es',
    );
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent('1 0 1'));
    await waitFor(() => expect(sentRequests(fetchMock, 'GET /api/expert/profile')).toHaveLength(1));
    const reads = sentRequests(fetchMock, 'GET /api/expert/queue').length;
    const [handlers] = live.listen.mock.calls[0] as unknown as [QueueHandlers];
    // Two questions told by qid, one withdrawn from the rows held: counted, not read.
    act(() => handlers.onQueueDigest({ subjectId: 5, offered: [2, 3], withdrawn: [1] }));
    expect(screen.getByTestId('waiting')).toHaveTextContent('2 2');
    expect(alerts.playOfferBeep).toHaveBeenCalledTimes(1);
    expect(alerts.notifyBrowser).toHaveBeenCalledWith(expect.any(String), 'Química');
    // The same qids again (another frame) neither count twice nor play again; a withdrawn one leaves the count.
    act(() => handlers.onQueueDigest({ subjectId: 5, offered: [2, 3], withdrawn: [] }));
    act(() => handlers.onQueueDigest({ subjectId: 5, offered: [], withdrawn: [3] }));
    expect(screen.getByTestId('waiting')).toHaveTextContent('1 1');
    expect(alerts.playOfferBeep).toHaveBeenCalledTimes(1);
    expect(sentRequests(fetchMock, 'GET /api/expert/queue').length).toBe(reads);
    // A read (the queue shown, or the session over) brings the rows: nothing unread stays, and nothing alerts again.
    queue = [wireQueueItem(2, 5, 'Chemistry')];
    act(() => handlers.onQueueChanged());
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent('1 0 2'));
    expect(alerts.playOfferBeep).toHaveBeenCalledTimes(1);
  });

  it('keeps a digest offer told while a queue read is on its way unread until a read holds it', async () => {
    signIn('expert', 9);
    const slow = queueWithSlowSecondRead((read) =>
      read >= 3 ? [wireQueueItem(1, 1, 'Algebra'), wireQueueItem(4, 1, 'Algebra')] : [wireQueueItem(1, 1, 'Algebra')],
    );
    renderConsole(
      <ConsoleSessionProvider>
        <WaitingCount />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent('1 0 1'));
    const [handlers] = live.listen.mock.calls[0] as unknown as [QueueHandlers];
    act(() => handlers.onQueueDigest({ subjectId: 1, offered: [7], withdrawn: [] }));
    act(() => handlers.onQueueChanged());
    await waitFor(() => expect(slow.release).not.toBeNull());
    // Told during the read: the read may not hold it.
    act(() => handlers.onQueueDigest({ subjectId: 1, offered: [4], withdrawn: [] }));
    act(() => slow.release?.());
    // 7 was told before the read, which does not hold it (withdrawn or past the limit): dropped; 4 stays unread.
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent('2 1 1'));
    act(() => handlers.onQueueChanged());
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent('2 0 1,4'));
  });

  it('alerts for an offer past the limit without reading a full queue, and reads one that is not full', async () => {
    signIn('expert', 9);
    localStorage.setItem('ps-console-online', '1');
    let queue = Array.from({ length: EXPERT_QUEUE_LIMIT }, (_, i) => wireQueueItem(i + 1, 1, 'Algebra'));
    const fetchMock = mockFetchRoutes({ 'GET /api/expert/queue': () => ({ body: { questions: queue } }) });
    renderConsole(
      <ConsoleSessionProvider>
        <WaitingCount />
      </ConsoleSessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent(`${EXPERT_QUEUE_LIMIT} 0`));
    const reads = () => sentRequests(fetchMock, 'GET /api/expert/queue').length;
    const before = reads();
    const [handlers] = live.listen.mock.calls[0] as unknown as [QueueHandlers];
    // Full: the row would not be listed anyway; the alert plays once, nothing is read.
    act(() => handlers.onQueueDelta({ offered: [], withdrawn: [], beyondLimit: { subjectId: 1, qids: [500] } }));
    act(() => handlers.onQueueDelta({ offered: [], withdrawn: [], beyondLimit: { subjectId: 1, qids: [500] } }));
    expect(alerts.playOfferBeep).toHaveBeenCalledTimes(1);
    expect(reads()).toBe(before);
    // Not full (a question left, and the read it owes answers without it): the next one past the limit is read.
    queue = queue.slice(1);
    act(() => handlers.onQueueDelta({ offered: [], withdrawn: [1] }));
    await waitFor(() => expect(reads()).toBe(before + 1));
    queue = [...queue, wireQueueItem(501, 1, 'Algebra')];
    act(() => handlers.onQueueDelta({ offered: [], withdrawn: [], beyondLimit: { subjectId: 1, qids: [501] } }));
    await waitFor(() => expect(reads()).toBe(before + 2));
    await waitFor(() => expect(screen.getByTestId('waiting')).toHaveTextContent(`${EXPERT_QUEUE_LIMIT} 0`));
  });
});
