import { jsonResponse, type MockAnswer, type MockRoutes } from '@photostudy/client/testing';
import { ERRORS } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { PurchasesScreen } from './PurchasesScreen';

const wirePurchase = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  uid: 40 + id,
  email: `student${id}@demo.test`,
  product_id: 'sessions_5',
  kind: 'purchase',
  amount_cents: 2999,
  currency: 'USD',
  sessions: 5,
  writing_credits: 0,
  payment_method_type: 'credit_card',
  transaction_id: `sbx_${id}`,
  status: 'settled',
  refunded_cents: 0,
  created: 1_760_000_000 - id * 60,
  ...over,
});

/** The admin API: purchases page by page as the server pages them (query and page read from the URL), and other routes. */
function mockPurchasesApi(pages: Record<string, unknown[][]>, routes: MockRoutes = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://console.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/admin/purchases') {
      const list = pages[url.searchParams.get('query') ?? ''] ?? [];
      const page = Number(url.searchParams.get('page'));
      return jsonResponse(200, { purchases: list[page - 1] ?? [], has_more: page < list.length });
    }
    const entry = routes[key];
    const answer =
      typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } });
    return jsonResponse(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const refundAnswer = (over: Record<string, unknown> = {}) => ({
  purchase: wirePurchase(7, { status: 'refunded', refunded_cents: 2999 }),
  reversed_sessions: 3,
  reversed_writing_credits: 0,
  ...over,
});

describe('PurchasesScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Toasts live in a module store that outlives a render; one test's toast must not reach the next.
    clearToasts();
  });

  it('lists the newest purchases, searches, and loads more pages of the same search', async () => {
    const fetchMock = mockPurchasesApi({
      '': [[wirePurchase(1)]],
      'student@demo.test': [
        Array.from({ length: 20 }, (_, i) => wirePurchase(100 - i)),
        [wirePurchase(80, { kind: 'renewal', status: 'partially_refunded', refunded_cents: 1000, payment_method_type: 'paypal_account' })],
      ],
    });
    renderConsole(<PurchasesScreen />);
    const first = await screen.findByTestId('purchase-1');
    expect(first).toHaveTextContent('student1@demo.test');
    expect(first).toHaveTextContent('uid 41');
    expect(first).toHaveTextContent('sessions_5');
    expect(first).toHaveTextContent('Purchase');
    expect(first).toHaveTextContent('$29.99');
    expect(first).toHaveTextContent('Card');
    expect(first).toHaveTextContent('sbx_1');
    expect(first).toHaveTextContent('Settled');
    expect(sentRequests(fetchMock, 'GET /api/admin/purchases')[0]?.query).toEqual({ page: '1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Email, uid, transaction id or product id'), ' student@demo.test {Enter}');
    await screen.findByTestId('purchase-100');
    expect(screen.queryByTestId('purchase-1')).toBeNull();
    expect(within(screen.getByTestId('purchases-table')).getAllByRole('row')).toHaveLength(21);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const renewal = await screen.findByTestId('purchase-80');
    expect(within(screen.getByTestId('purchases-table')).getAllByRole('row')).toHaveLength(22);
    expect(renewal).toHaveTextContent('Renewal');
    expect(renewal).toHaveTextContent('PayPal');
    expect(renewal).toHaveTextContent('Partly refunded');
    expect(within(renewal).getByTestId('purchase-refunded')).toHaveTextContent('$10.00');
    expect(sentRequests(fetchMock, 'GET /api/admin/purchases').map((r) => r.query)).toEqual([
      { page: '1' },
      { query: 'student@demo.test', page: '1' },
      { query: 'student@demo.test', page: '2' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('refunds after a confirmation that says what is taken back, then shows the result and updates the row', async () => {
    const fetchMock = mockPurchasesApi(
      { '': [[wirePurchase(7), wirePurchase(8, { status: 'refunded', refunded_cents: 2999 })]] },
      {
        'POST /api/admin/purchases/7/refunds': { body: refundAnswer() },
      },
    );
    renderConsole(<PurchasesScreen />);
    await screen.findByTestId('purchase-7');
    expect(within(screen.getByTestId('purchase-8')).queryByRole('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refund purchase 7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund purchase 7?' }));
    expect(dialog.getByText('$29.99 goes back to student7@demo.test for sessions_5.')).toBeInTheDocument();
    expect(
      dialog.getByText(/unused part of what the purchase credited \(5 sessions and 0 writing credits\) is taken back/),
    ).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'POST /api/admin/purchases/7/refunds')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
    await userEvent.click(dialog.getByRole('button', { name: 'Refund $29.99' }));

    expect(await screen.findByTestId('refund-result')).toHaveTextContent('Refunded $29.99; took back 3 sessions and 0 writing credits.');
    expect(sentRequests(fetchMock, 'POST /api/admin/purchases/7/refunds')[0]?.body).toBeUndefined();
    const row = screen.getByTestId('purchase-7');
    expect(within(row).getByTestId('purchase-status')).toHaveTextContent('Refunded');
    expect(within(row).getByTestId('purchase-refunded')).toHaveTextContent('$29.99');
    expect(within(row).queryByRole('button', { name: 'Refund purchase 7' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectNoSeriousAxeViolations();
  });

  it('names the refunded part of a partly refunded purchase and a single credit', async () => {
    mockPurchasesApi(
      { '': [[wirePurchase(7, { status: 'partially_refunded', refunded_cents: 999, writing_credits: 1 })]] },
      {
        'POST /api/admin/purchases/7/refunds': {
          body: refundAnswer({ reversed_sessions: 1, reversed_writing_credits: 1 }),
        },
      },
    );
    renderConsole(<PurchasesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund purchase 7' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Refund $20.00' }));
    expect(await screen.findByTestId('refund-result')).toHaveTextContent('Refunded $20.00; took back 1 session and 1 writing credit.');
  });

  it('keeps the dialog open with the reason when the refund is refused', async () => {
    let answer: MockAnswer = {
      status: 409,
      body: { code: ERRORS.PURCHASE_NOT_REFUNDABLE.code, message: ERRORS.PURCHASE_NOT_REFUNDABLE.message },
    };
    mockPurchasesApi({ '': [[wirePurchase(7)]] }, { 'POST /api/admin/purchases/7/refunds': () => answer });
    renderConsole(<PurchasesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refund purchase 7' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Refund $29.99' }));
    expect(await dialog.findByTestId('refund-error')).toHaveTextContent('This purchase has already been refunded.');

    answer = { status: 502, body: { code: ERRORS.REFUND_FAILED.code, message: ERRORS.REFUND_FAILED.message } };
    await userEvent.click(dialog.getByRole('button', { name: 'Refund $29.99' }));
    await waitFor(() => expect(dialog.getByTestId('refund-error')).toHaveTextContent('The payment gateway refused the refund.'));
    expect(screen.queryByTestId('refund-result')).toBeNull();
    expect(within(screen.getByTestId('purchase-7')).getByTestId('purchase-status')).toHaveTextContent('Settled');
  });

  it('speaks Spanish', async () => {
    mockPurchasesApi({ '': [[wirePurchase(7)]] }, { 'POST /api/admin/purchases/7/refunds': { body: refundAnswer() } });
    renderConsole(<PurchasesScreen />, 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Reembolsar la compra 7' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /^Reembolsar/ }));
    expect(await screen.findByTestId('refund-result')).toHaveTextContent('se retiraron 3 sesiones y 0 créditos de Writing.');
  });
});
