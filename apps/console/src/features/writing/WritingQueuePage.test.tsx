import { TEST_CLIENT_CONFIG, type fakeRealtimeTransport, mockFetchRoutes } from '@photostudy/client/testing';
import { CHANNELS, ERRORS, EXPERT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtime } from '../../lib/realtime';
import type * as RealtimeModule from '../../lib/realtime';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { WRITING_QUEUE_POLL_MS } from './useWritingQueue';
import { WRITER, wireItem } from './writingFixtures';
import { WritingQueuePage } from './WritingQueuePage';

// The console's real realtime layer over a fake socket: events go through the contracts' checks as in the browser.
const socket = vi.hoisted(() => ({ fake: null as ReturnType<typeof fakeRealtimeTransport> | null }));
vi.mock('../../lib/realtime', async (importOriginal) => {
  const actual = await importOriginal<typeof RealtimeModule>();
  const { fakeRealtimeTransport } = await import('@photostudy/client/testing');
  socket.fake = fakeRealtimeTransport();
  const transport = socket.fake.transport;
  return { ...actual, realtime: new actual.ConsoleRealtime({ createTransport: () => transport, log: () => undefined }) };
});

const QUEUE = 'GET /api/expert/writing/queue';

function renderQueue(isLive = true, language: 'en' | 'es' = 'en') {
  const onOpen = vi.fn();
  renderConsole(<WritingQueuePage onOpen={onOpen} />, language, { session: { auth: WRITER, role: 'expert', isLive } });
  return onOpen;
}

describe('WritingQueuePage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists waiting problems oldest first with source, age and time left (red under 6 hours), and mine', async () => {
    mockFetchRoutes({
      [QUEUE]: {
        body: {
          // The newer one first on the wire: the page still shows the oldest first.
          waiting: [
            wireItem(2, { ageS: 5 * 60, source: 'url' }),
            wireItem(1, { ageS: 3 * 3600 + 120, leftS: 5 * 3600 + 30 * 60 + 30 }),
            wireItem(3, { ageS: 50 * 3600, leftS: -60 }),
          ],
          mine: [wireItem(4, { state: 'claimed', writer_uid: WRITER.uid, leftS: 29 * 3600 + 1800 })],
        },
      },
    });
    renderQueue();
    const items = await screen.findAllByTestId('writing-waiting-item');
    expect(items.map((item) => within(item).getByText(/^Problem \d+$/).textContent)).toEqual(['Problem 3', 'Problem 1', 'Problem 2']);
    const [overdue, soon, fresh] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(soon).toHaveTextContent('Essay 1: please check my argument.');
    expect(soon).toHaveTextContent('File');
    expect(soon).toHaveTextContent('Waiting 3h 2m');
    expect(within(soon).getByTestId('writing-deadline')).toHaveTextContent('5h 30m left');
    expect(within(soon).getByTestId('writing-deadline')).toHaveAttribute('data-tone', 'soon');
    expect(within(overdue).getByTestId('writing-deadline')).toHaveTextContent('Overdue');
    expect(within(fresh).getByTestId('writing-deadline')).toHaveAttribute('data-tone', 'ok');
    expect(fresh).toHaveTextContent('Google Docs link');
    expect(screen.getByTestId('writing-waiting-count')).toHaveTextContent('3 waiting');
    const mine = screen.getByTestId('writing-mine-item');
    expect(mine).toHaveTextContent('Problem 4');
    expect(mine).toHaveTextContent('Claimed');
    expect(within(mine).getByTestId('writing-deadline')).toHaveTextContent('1d 5h left');
    await expectNoSeriousAxeViolations();
  });

  it('opens the problem after a won claim, and opens one of mine', async () => {
    const fetchMock = mockFetchRoutes({
      [QUEUE]: { body: { waiting: [wireItem(1)], mine: [wireItem(4, { state: 'delivered', writer_uid: WRITER.uid })] } },
      'POST /api/expert/writing/problems/1/claims': {
        body: {
          ...wireItem(1, { state: 'claimed', writer_uid: WRITER.uid }),
          email: null,
          file_name: 'a.docx',
          url: null,
          original_file_url: null,
          preview: { kind: 'text', text: 'x' },
          review: null,
          rating_point: 0,
        },
      },
    });
    const onOpen = renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim problem 1' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(1));
    expect(sentRequests(fetchMock, 'POST /api/expert/writing/problems/1/claims')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open problem 4' }));
    expect(onOpen).toHaveBeenLastCalledWith(4);
  });

  it('says another writer was first when the claim answers 409, and reads the queue again', async () => {
    let waiting = [wireItem(1), wireItem(2)];
    const fetchMock = mockFetchRoutes({
      [QUEUE]: () => ({ body: { waiting, mine: [] } }),
      'POST /api/expert/writing/problems/1/claims': () => {
        waiting = [wireItem(2)];
        return { status: 409, body: { code: ERRORS.QUESTION_TAKEN.code, message: ERRORS.QUESTION_TAKEN.message } };
      },
    });
    const onOpen = renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim problem 1' }));
    const message = await screen.findByTestId('writing-claim-message');
    expect(message).toHaveTextContent('Another writer was faster');
    expect(message).toHaveTextContent('Another writer claimed this problem first.');
    await waitFor(() => expect(screen.getAllByTestId('writing-waiting-item')).toHaveLength(1));
    expect(sentRequests(fetchMock, QUEUE)).toHaveLength(2);
    expect(onOpen).not.toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });

  it('reads the queue again on writingQueueChanged and on a reconnect, without polling while realtime is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let waiting = [wireItem(1)];
    const fetchMock = mockFetchRoutes({
      'GET /api/client-config': { body: TEST_CLIENT_CONFIG },
      [QUEUE]: () => ({ body: { waiting, mine: [] } }),
    });
    const channel = CHANNELS.privateExpert(WRITER.uid);
    await realtime.connect(WRITER.uid);
    const fake = socket.fake!;
    fake.setState('connecting', 'connected');
    renderQueue(true);
    await screen.findByText('Essay 1: please check my argument.');

    waiting = [wireItem(1), wireItem(2)];
    act(() => fake.emit(channel, EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: 2, state: 'waiting' }));
    expect(await screen.findByText('Essay 2: please check my argument.')).toBeInTheDocument();
    // A payload the contracts refuse is dropped before it reaches the page.
    act(() => fake.emit(channel, EXPERT_PRIVATE_EVENTS.writingQueueChanged, { id: 'x' }));
    await act(async () => vi.advanceTimersByTimeAsync(WRITING_QUEUE_POLL_MS * 3));
    expect(sentRequests(fetchMock, QUEUE)).toHaveLength(2);

    // The connection drops and comes back: whatever changed meanwhile is read once every channel is joined again.
    waiting = [wireItem(2)];
    act(() => {
      fake.setState('connected', 'unavailable');
      fake.unsubscribeAll();
      fake.setState('unavailable', 'connected');
      fake.resubscribe(channel);
    });
    await waitFor(() => expect(screen.queryByText('Essay 1: please check my argument.')).toBeNull());
    expect(sentRequests(fetchMock, QUEUE)).toHaveLength(3);
  });

  it('polls while realtime is down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetchRoutes({ [QUEUE]: { body: { waiting: [], mine: [] } } });
    renderQueue(false);
    expect(await screen.findByText('No Writing problems are waiting.')).toBeInTheDocument();
    expect(screen.getByText('You hold no Writing problems.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(WRITING_QUEUE_POLL_MS * 2));
    expect(sentRequests(fetchMock, QUEUE)).toHaveLength(3);
  });

  it('tells an expert without the Writing subject that the queue is not for them', async () => {
    mockFetchRoutes({ [QUEUE]: { status: 403, body: { code: ERRORS.FORBIDDEN.code, message: ERRORS.FORBIDDEN.message } } });
    renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('Writing problems are for experts with the Writing subject.');
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    mockFetchRoutes({ [QUEUE]: { body: { waiting: [wireItem(1, { ageS: 2 * 3600 + 60 })], mine: [] } } });
    renderQueue(true, 'es');
    const item = await screen.findByTestId('writing-waiting-item');
    expect(item).toHaveTextContent('En espera desde hace 2 h 1 min');
    expect(within(item).getByRole('button', { name: 'Tomar el problema 1' })).toBeInTheDocument();
    expect(screen.getByText('No tienes problemas de redacción.')).toBeInTheDocument();
  });
});
