import { IDEMPOTENCY_KEY_HEADER } from '@photostudy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import type { MockAnswer } from '../../testing/mockApi';
import { callsTo, NO_METHOD, renderStorefront, sentBody, sentHeaders, WIRE_VISA, wireStoreBundle } from './storeTestData';

const LOAD = { timeout: 3000 };

/** The purchase answer of the sandbox gateway. */
const PURCHASED: MockAnswer = { body: { payment_method_type: 'credit_card', transaction_amount: '24.99' } };

async function findPriceButton(name: RegExp) {
  const button = await screen.findByRole('button', { name }, LOAD);
  await vi.waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('storefront page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server banner, each package with its price button and the default method with Click to change', async () => {
    renderStorefront();
    expect(screen.getByRole('heading', { level: 1, name: 'Store' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get more sessions' })).toBeInTheDocument();
    expect(screen.getByText('Experts are online 24/7')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Packages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Good for a week of homework')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Buy 5 sessions for $24.99' })).toHaveTextContent('$24.99');
    expect(await screen.findByText('Visa ending in 1111', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Click to change' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Have an order number?' })).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('buys with one idempotency key per click, shows Thank you and refetches the status', async () => {
    const user = userEvent.setup();
    let sessions = 0;
    const { fetchMock, store } = renderStorefront({
      answers: {
        'GET /api/status-updates': () => ({ body: wireStoreBundle({ sessionCount: sessions }) }),
        'POST /api/payments/credit': () => {
          sessions += 5;
          return PURCHASED;
        },
      },
    });
    await user.click(await findPriceButton(/Buy 5 sessions/));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    expect(within(thanks).getByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(store.getState().app.bundle?.balance.sessionCount).toBe(5);
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));

    await user.click(await findPriceButton(/Buy 5 sessions/));
    await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    const purchases = callsTo(fetchMock, 'POST', '/api/payments/credit');
    expect(purchases).toHaveLength(2);
    expect(purchases.map(sentBody)).toEqual([{ product_id: 'pack_5' }, { product_id: 'pack_5' }]);
    const [first, second] = purchases.map((call) => sentHeaders(call)[IDEMPOTENCY_KEY_HEADER]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(second).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(first).not.toBe(second);
    expect(store.getState().app.bundle?.balance.sessionCount).toBe(10);
  });

  it('sends one purchase for a double click and shows the processing modal while it runs', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchGate = vi.fn();
    const { fetchMock } = renderStorefront();
    const price = await findPriceButton(/Buy 5 sessions/);
    // Hold the purchase answer so the processing modal stays up.
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/payments/credit') {
        fetchGate();
        await answered;
        return new Response(JSON.stringify(PURCHASED.body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      return original!(input, init);
    });
    await user.dblClick(price);
    const processing = await screen.findByRole('dialog', { name: 'Processing your purchase' });
    expect(within(processing).getByText(/Please wait while we process your payment/)).toBeInTheDocument();
    expect(document.querySelector('.mantine-Modal-close')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Processing your purchase' })).toBeInTheDocument();
    release();
    await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    expect(fetchGate).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'POST', '/api/payments/credit')).toHaveLength(1);
  });

  it('asks for confirmation first when the package requires it; Cancel buys nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStorefront({ answers: { 'POST /api/payments/credit': PURCHASED } });
    await user.click(await findPriceButton(/Buy 20 sessions/));
    let confirm = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    expect(within(confirm).getByText('You are buying 20 sessions for $79.99.')).toBeInTheDocument();
    expect(within(confirm).getByText('We will charge Visa ending in 1111.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your purchase' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/payments/credit')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Buy 20 sessions/ }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await user.dblClick(within(confirm).getByRole('button', { name: 'Buy now' }));
    await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    expect(callsTo(fetchMock, 'POST', '/api/payments/credit').map(sentBody)).toEqual([{ product_id: 'pack_20' }]);
  });

  it('goes to payment-method entry without a method, then buys the chosen package with the new card', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStorefront({
      answers: {
        'GET /api/payment-methods/default': NO_METHOD,
        'POST /api/payments/sandbox-cards': { body: { nonce: 'sandbox-nonce-1', card_type: 'Visa', last4: '1111' } },
        'POST /api/payment-methods': { body: WIRE_VISA },
        'POST /api/payments/credit': PURCHASED,
      },
    });
    expect(await screen.findByText('No payment method yet', {}, LOAD)).toBeInTheDocument();
    await user.click(await findPriceButton(/Buy 5 sessions/));
    const title = await screen.findByRole('heading', { name: 'Add a payment method' });
    expect(title).toHaveFocus();
    expect(screen.getByText('Add a payment method to buy 5 sessions for $24.99.')).toBeInTheDocument();

    await user.type(await screen.findByRole('textbox', { name: /Card number/ }, LOAD), '4111111111111111');
    await user.type(screen.getByRole('textbox', { name: /Expiration date/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: /CVV/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '10001');
    expect(screen.getByRole('textbox', { name: /Card number/ })).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByRole('textbox', { name: /Expiration date/ })).toHaveValue('12/30');
    await user.keyboard('{Enter}');

    await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    expect(callsTo(fetchMock, 'POST', '/api/payments/sandbox-cards').map(sentBody)).toEqual([
      {
        client_token: 'sandbox-client-token',
        number: '4111111111111111',
        expiration_month: 12,
        expiration_year: 2030,
        cvv: '123',
        postal_code: '10001',
      },
    ]);
    expect(callsTo(fetchMock, 'POST', '/api/payment-methods').map(sentBody)).toEqual([
      { payment_method_nonce: 'sandbox-nonce-1', is_default: true },
    ]);
    expect(callsTo(fetchMock, 'POST', '/api/payments/credit').map(sentBody)).toEqual([{ product_id: 'pack_5' }]);
    expect(screen.getByText('Visa ending in 1111')).toBeInTheDocument();
  });

  it('checks the card fields with errors under them before any call, and vaults PayPal in sandbox mode', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStorefront({
      answers: {
        'POST /api/payment-methods': { body: { text: 'student@paypal.test', card_type: 'PayPal', method_type: 'paypal_account' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Click to change' }, LOAD));
    const number = await screen.findByRole('textbox', { name: /Card number/ }, LOAD);
    await user.type(number, '4111111111111112');
    await user.type(screen.getByRole('textbox', { name: /Expiration date/ }), '0120');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByText('Enter a valid card number.')).toBeInTheDocument();
    expect(screen.getByText('This card has expired.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit CVV.')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter a valid card number.');
    expect(callsTo(fetchMock, 'POST', '/api/payments/sandbox-cards')).toHaveLength(0);
    await expectNoSeriousAxeViolations();

    await user.click(screen.getByRole('button', { name: /PayPal/ }));
    expect(await screen.findByText('student@paypal.test', {}, LOAD)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/payment-methods').map(sentBody)).toEqual([
      { payment_method_nonce: 'fake-paypal-billing-agreement-nonce', is_default: true },
    ]);
    expect(screen.getByRole('heading', { name: 'Get more sessions' })).toHaveFocus();
  });

  it('Back leaves the entry without a call', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStorefront();
    await user.click(await screen.findByRole('button', { name: 'Click to change' }, LOAD));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Get more sessions' })).toHaveFocus();
    expect(callsTo(fetchMock, 'POST', '/api/payment-methods')).toHaveLength(0);
  });

  it('works with the keyboard alone: price button, confirmation and Thank you', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderStorefront({ answers: { 'POST /api/payments/credit': PURCHASED } });
    const price = await findPriceButton(/Buy 20 sessions/);
    while (document.activeElement !== price) await user.tab();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your purchase' });
    await vi.waitFor(() => expect(within(confirm).getByRole('button', { name: 'Buy now' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    await vi.waitFor(() => expect(within(thanks).getByRole('button', { name: 'OK' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The three dialogs gave the focus back once, after the last, to the price button that opened the first.
    await vi.waitFor(() => expect(price).toHaveFocus());
    expect(callsTo(fetchMock, 'POST', '/api/payments/credit')).toHaveLength(1);
  });
});
