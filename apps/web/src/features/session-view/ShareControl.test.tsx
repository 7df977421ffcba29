import { ERRORS, toCamelDeep, type StatusBundle } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, statusBundle, type MockAnswer } from '../../testing/mockApi';
import { asQuestion, wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { HistoryView } from './HistoryView';

const SHARE_URL = 'https://app.test/sessions/Zq3vK8pLm2Rt5xWb9yNc4d';
const ENDED = { status: 'EXPIRED', duration: 1200, started: 1_700_000_000, flagged: false };

function renderHistory({
  question = {},
  isSample = false,
  profile = {},
  answers = {},
}: {
  question?: Record<string, unknown>;
  isSample?: boolean;
  profile?: Record<string, unknown>;
  answers?: Record<string, MockAnswer | (() => MockAnswer)>;
} = {}) {
  const api = mockApi({
    'POST /api/questions/100/shares': { body: { code: 'Zq3vK8pLm2Rt5xWb9yNc4d', url: SHARE_URL } },
    'DELETE /api/questions/100/shares': { body: { revoked: true } },
    ...answers,
  });
  const bundle = toCamelDeep(statusBundle(['stem-subject'], profile)) as unknown as StatusBundle;
  const initial = asQuestion(wireQuestion({ state: 'explained', answer_point: 5, discussion: ENDED, ...question }));
  const utils = renderWithProviders(<HistoryView initialQuestion={initial} isSample={isSample} canAsk={false} />, {
    path: isSample ? '/sample-sessions/100' : '/my-sessions/100',
    state: { app: { status: 'succeeded', hasLoadedOnce: true, bundle } },
  });
  return { ...api, ...utils };
}

function callsTo(fetchMock: ReturnType<typeof mockApi>['fetchMock'], method: string) {
  return fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/questions/100/shares' && init?.method === method);
}

describe('sharing a finished session from its history view', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("makes the code, copies the link and says 'Copied to clipboard' for 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = renderHistory();
    const banner = screen.getByTestId('session-banner');
    expect(within(banner).getByRole('button', { name: 'Stop sharing' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();

    await user.click(within(banner).getByRole('button', { name: 'Share' }));
    const tooltip = within(banner).getByTestId('copied-tooltip');
    await waitFor(() => expect(tooltip).toHaveTextContent('Copied to clipboard'));
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL);
    expect(callsTo(fetchMock, 'POST')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900);
    });
    expect(tooltip).toHaveTextContent('Copied to clipboard');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(tooltip).toHaveTextContent('');
  });

  it('opens the native share sheet with a message where the browser has one', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    renderHistory();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ text: 'See how this problem was solved step by step on PhotoStudy:', url: SHARE_URL }),
    );
    expect(screen.getByTestId('copied-tooltip')).toHaveTextContent('');
  });

  it("shows the server's refusal as an error toast", async () => {
    const user = userEvent.setup();
    renderHistory({
      answers: {
        'POST /api/questions/100/shares': {
          status: 409,
          body: { code: ERRORS.QUESTION_NOT_SHAREABLE.code, message: ERRORS.QUESTION_NOT_SHAREABLE.message },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Only a finished session can be shared.')).toBeInTheDocument();
    expect(screen.getByTestId('copied-tooltip')).toHaveTextContent('');
  });

  it('stops sharing after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderHistory();
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop sharing this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText('Sharing stopped. The link no longer works.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shares a sample session by its demo code, with nothing to revoke', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderHistory({ isSample: true, question: { author: { uid: 1, name: 'Sample', avatar: null } } });
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.getByTestId('copied-tooltip')).toHaveTextContent('Copied to clipboard'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/sessions/demo-100`);
    expect(callsTo(fetchMock, 'POST')).toHaveLength(0);
  });

  it('offers no sharing to a User-ID account', () => {
    renderHistory({ profile: { id: 'kid-1', email: null } });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('offers no sharing for a session that never had a discussion', () => {
    renderHistory({ question: { state: 'dead', discussion: null } });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shows the Spanish labels', () => {
    mockApi();
    const bundle = toCamelDeep(statusBundle(['stem-subject'])) as unknown as StatusBundle;
    renderWithProviders(
      <HistoryView
        initialQuestion={asQuestion(wireQuestion({ state: 'explained', answer_point: 5, discussion: ENDED }))}
        isSample={false}
        canAsk={false}
      />,
      { state: { app: { status: 'succeeded', hasLoadedOnce: true, bundle } }, language: 'es' },
    );
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dejar de compartir' })).toBeInTheDocument();
  });
});
