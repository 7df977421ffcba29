import { jsonResponse } from '@photostudy/client/testing';
import { STUDENT_PRIVATE_EVENTS, toCamelDeep } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudentNotification } from '../../lib/api';
import { studentRealtime } from '../../lib/realtime';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { NotificationsPage } from './NotificationsPage';
import { wireNotification } from './notificationTestData';

const NOW_S = Math.floor(Date.now() / 1000);
/** A busy machine renders slowly: first loads may take longer than testing-library's one second. */
const LOAD = { timeout: 5000 };

/** Answers the calls in order, repeating the last. */
function inOrder(...answers: MockAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] as MockAnswer;
}

function listAnswer(notifications: ReturnType<typeof wireNotification>[], unreadCount = 0): MockAnswer {
  return { body: { notifications, unread_count: unreadCount } };
}

function callsTo(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes(path));
}

function bodyOf(call: unknown[] | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

describe('NotificationsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToasts();
  });

  it('reads the list again in the new language when the student switches it', async () => {
    const { fetchMock } = mockApi({
      'GET /api/notifications': inOrder(
        listAnswer([wireNotification(1, { message: 'Your session with Maya has ended.' })]),
        listAnswer([wireNotification(1, { message: 'Tu sesión con Maya terminó.' })]),
      ),
    });
    const { i18n } = renderWithProviders(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByText('Your session with Maya has ended.', {}, LOAD)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('Tu sesión con Maya terminó.', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Your session with Maya has ended.')).toBeNull();
    expect(callsTo(fetchMock, '/api/notifications?')).toHaveLength(2);
  });

  it('shows unread ones bold with a labelled dot, their icons and times, and marks the unread ones it shows read', async () => {
    const { fetchMock } = mockApi({
      'GET /api/notifications': listAnswer(
        [
          wireNotification(3, {
            read: 0,
            icon: 'suggestion',
            message: 'Your expert sent a suggestion.',
            action: 'chat_extended',
            params: { mid: 77, option_id: 2 },
          }),
          wireNotification(2, { read: 0, icon: 'match_failed', qid: 50, message: 'No expert was found. Your session was refunded.' }),
          wireNotification(1, { icon: 'purchase', qid: null, message: 'Thank you for your purchase!', created: NOW_S - 2 * 365 * 86_400 }),
        ],
        2,
      ),
      'POST /api/notification-reads': { body: { unread_count: 0 } },
    });
    renderWithProviders(<NotificationsPage />, { path: '/notification' });
    const list = await screen.findByRole('list', { name: 'Your notifications' }, LOAD);
    const rows = within(list).getAllByTestId('notification-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Expert suggestion')).toBeInTheDocument();
    expect(rows[2]).not.toHaveAttribute('data-unread');
    expect(within(rows[2] as HTMLElement).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    expect(list.querySelectorAll('[data-icon]')).toHaveLength(3);
    expect([...list.querySelectorAll('[data-icon]')].map((icon) => icon.getAttribute('data-icon'))).toEqual([
      'suggestion',
      'match_failed',
      'purchase',
    ]);
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(2);
    expect(screen.getByText('2 years ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Your expert sent a suggestion/ })).toHaveAttribute('href', '/my-sessions/103?mid=77');
    expect(screen.getByRole('link', { name: /Thank you for your purchase/ })).toHaveAttribute('href', '/storefront');
    expect(screen.getByText('That is all your notifications.')).toBeInTheDocument();

    // Opening the page reads what it shows: one call with the unread ids of the page; the rows keep their look.
    await waitFor(() => expect(callsTo(fetchMock, '/api/notification-reads')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/notification-reads')[0])).toEqual({ nids: [3, 2] });
    expect(within(list).getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    await expectNoSeriousAxeViolations();
  });

  it('opens a session and its message from a notification, marking it read first when the page did not', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/notifications': listAnswer([wireNotification(8, { read: 0, qid: 40, action: 'chat_extended', params: { mid: 9 } })], 1),
      // The page's own mark fails; the click marks again.
      'POST /api/notification-reads': inOrder(
        { status: 500, body: { code: 'APPLICATION_ERROR', message: 'Boom' } },
        { body: { unread_count: 0 } },
      ),
    });
    const { router } = renderWithProviders(<NotificationsPage />, { path: '/notification' });
    const link = await screen.findByRole('link', { name: /Your session 108 has ended/ }, LOAD);
    await waitFor(() => expect(callsTo(fetchMock, '/api/notification-reads')).toHaveLength(1));
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions/40'));
    expect(router.state.location.search).toBe('?mid=9');
    await waitFor(() => expect(callsTo(fetchMock, '/api/notification-reads')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/api/notification-reads')[1])).toEqual({ nids: [8] });
  });

  it('puts a notification that arrives over realtime at the top at once, unread, and reads it when opened', async () => {
    const user = userEvent.setup();
    const { fetchMock } = mockApi({
      'GET /api/notifications': listAnswer([wireNotification(4)]),
      'POST /api/notification-reads': { body: { unread_count: 0 } },
    });
    const { router } = renderWithProviders(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByText('Your session 104 has ended.', {}, LOAD)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/notification-reads')).toHaveLength(0);

    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.notificationCreated,
        data: {
          notification: toCamelDeep(
            wireNotification(5, { read: 0, qid: 60, icon: 'writing', message: 'Your Writing review is ready.' }),
          ) as StudentNotification,
          unreadCount: 1,
        },
      });
    });
    const rows = screen.getAllByTestId('notification-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Your Writing review is ready.')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    // News that arrives while the page is open stays unread until it is opened.
    expect(callsTo(fetchMock, '/api/notification-reads')).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: /Your Writing review is ready/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions/60'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/notification-reads')).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, '/api/notification-reads')[0])).toEqual({ nids: [5] });
  });

  it('loads the next page at 90 percent of the scroll and stops after a short page', async () => {
    const first = Array.from({ length: 20 }, (_, index) => wireNotification(100 - index));
    const second = [wireNotification(80), wireNotification(79)];
    const { fetchMock } = mockApi({ 'GET /api/notifications': inOrder(listAnswer(first), listAnswer(second)) });
    renderWithProviders(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByText('Your session 181 has ended.', {}, LOAD)).toBeInTheDocument();
    const box = document.documentElement;
    Object.defineProperties(box, {
      scrollHeight: { configurable: true, value: 2000 },
      clientHeight: { configurable: true, value: 800 },
      scrollTop: { configurable: true, writable: true, value: 500 },
    });
    fireEvent.scroll(box);
    expect(screen.queryByText('Your session 180 has ended.')).not.toBeInTheDocument();
    box.scrollTop = 1000;
    fireEvent.scroll(box);
    expect(await screen.findByText('Your session 179 has ended.', {}, LOAD)).toBeInTheDocument();
    const pagesAsked = callsTo(fetchMock, '/api/notifications').map(([input]) => String(input));
    expect(pagesAsked).toEqual([expect.stringContaining('page=1'), expect.stringContaining('page=2')]);
    expect(screen.getByText('That is all your notifications.')).toBeInTheDocument();
    fireEvent.scroll(box);
    expect(callsTo(fetchMock, '/api/notifications')).toHaveLength(2);
    for (const key of ['scrollHeight', 'clientHeight', 'scrollTop']) Reflect.deleteProperty(box, key);
  });

  it('shows the empty state, and a loader while the first page loads', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { fetchMock } = mockApi();
    // The first page waits until the test lets it through, so the loader can be seen.
    fetchMock.mockImplementation(async () => {
      await answered;
      return jsonResponse(200, { notifications: [], unread_count: 0 });
    });
    renderWithProviders(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByRole('status', { name: 'Loading your notifications…' }, LOAD)).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('tells a failed load in a toast with the server message, and retries', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/notifications': inOrder(
        { status: 500, body: { code: 'APPLICATION_ERROR', message: 'The notifications are resting.' } },
        listAnswer([wireNotification(1)]),
      ),
    });
    renderWithProviders(<NotificationsPage />, { path: '/notification' });
    expect(await screen.findByText('The notifications are resting.', {}, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('We could not load your notifications.', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your session 101 has ended.', {}, LOAD)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    mockApi({
      'GET /api/notifications': listAnswer([wireNotification(1, { read: 0 })], 1),
      'POST /api/notification-reads': { body: { unread_count: 0 } },
    });
    renderWithProviders(<NotificationsPage />, { path: '/notification', language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Notificaciones' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('hace 5 minutos', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No leída' })).toBeInTheDocument();
    expect(screen.getByText('Sesión terminada')).toBeInTheDocument();
  });
});
