import { FEATURES, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIRE_STOREFRONT, WIRE_VISA } from '../../features/storefront/storeTestData';
import { studentRealtime } from '../../lib/realtime';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, statusBundle, type MockAnswer } from '../../testing/mockApi';
import { wireQuestion } from '../../testing/questionFixtures';
import { renderApp } from '../../testing/renderApp';

const LOAD = { timeout: 5000 };

function logIn() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
}

function bundle(sessionCount: number) {
  return {
    ...statusBundle([FEATURES.STEM_SUBJECT]),
    balance: { credit_count: 0, session_count: sessionCount },
    storefront: WIRE_STOREFRONT,
  };
}

const ASK_CONFIG = {
  can_ask: true,
  can_ask_vta: false,
  open_question: null,
  vta_open_qid: null,
  subjects: [{ tid: 1, title: 'Algebra', subject_group: 'stem', allow_spreadsheet: false, image_url: null }],
  mindsets: [{ id: 2, title: 'I want to check my answer', type: 'check', image_url: null }],
  languages: [{ code: 'en', title: 'English' }],
  selected_language: 'en',
  attachment_limit: { width: 40, height: 40, size: 10 * 1024 * 1024 },
};

const OUT_OF_BALANCE: MockAnswer = {
  status: 402,
  body: {
    code: 30400,
    message: 'You have no sessions left.',
    title: 'Out of sessions',
    body: 'You have no sessions left. Visit the store to get more.',
    action: 'OPEN_ASK_FLOW_STORE',
    action_text: 'Go to Store',
  },
};

describe('the Store in the logged-in layout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the Store over the ask screen from the 30400 action; after buying the balance changes, Thank you closes it and the ask goes through', async () => {
    const user = userEvent.setup();
    logIn();
    let sessions = 0;
    mockApi({
      'GET /api/status-updates': () => ({ body: bundle(sessions) }),
      'GET /api/ask-config': { body: ASK_CONFIG },
      'GET /api/payment-methods/default': { body: WIRE_VISA },
      'POST /api/payments/credit': () => {
        sessions = 5;
        return { body: { payment_method_type: 'credit_card', transaction_amount: '24.99' } };
      },
      'POST /api/questions': () => (sessions > 0 ? { body: wireQuestion({ qid: 123, state: 'connecting' }) } : OUT_OF_BALANCE),
    });
    const { router } = renderApp({ path: '/ask/stem' });
    expect(await screen.findByRole('link', { name: '0 sessions' }, LOAD)).toHaveAttribute('href', '/storefront');

    await user.click(await screen.findByRole('radio', { name: 'Algebra' }, LOAD));
    await user.click(screen.getByRole('radio', { name: 'I want to check my answer' }));
    await user.type(screen.getByRole('textbox', { name: 'Describe your problem' }), 'What is 2x + 3 = 7?');
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    const outOfBalance = await screen.findByRole('dialog', { name: 'Out of sessions' });
    await user.click(within(outOfBalance).getByRole('button', { name: 'Go to Store' }));

    const storeModal = await screen.findByRole('dialog', { name: 'Store' }, LOAD);
    expect(router.state.location.pathname).toBe('/ask/stem');
    expect(within(storeModal).getByRole('heading', { name: 'Get more sessions' })).toBeInTheDocument();
    const price = await within(storeModal).findByRole('button', { name: /Buy 5 sessions/ }, LOAD);
    await vi.waitFor(() => expect(price).toBeEnabled());
    await expectNoSeriousAxeViolations();

    // Escape belongs to the Store's own dialog (here the confirmation), not to the Store under it.
    await user.click(within(storeModal).getByRole('button', { name: /Buy 20 sessions/ }));
    await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your purchase' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Store' })).toBeInTheDocument();

    await user.click(price);
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    expect(screen.getByRole('link', { name: '5 sessions' })).toBeInTheDocument();
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions/123'));
  });

  it('the header balance button goes to /storefront, and a balanceUpdated event changes it at once', async () => {
    const user = userEvent.setup();
    logIn();
    mockApi({ 'GET /api/status-updates': { body: bundle(2) }, 'GET /api/ask-config': { body: ASK_CONFIG } });
    const { router, store } = renderApp({ path: '/ask' });
    const balance = await screen.findByRole('link', { name: '2 sessions' }, LOAD);
    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.balanceUpdated,
        data: { balance: { creditCount: 1, sessionCount: 7 } },
      });
    });
    expect(await screen.findByRole('link', { name: '7 sessions' })).toBe(balance);
    expect(store.getState().app.bundle?.balance).toEqual({ creditCount: 1, sessionCount: 7 });
    await user.click(balance);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/storefront'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' }, LOAD)).toBeInTheDocument();
  });
});
