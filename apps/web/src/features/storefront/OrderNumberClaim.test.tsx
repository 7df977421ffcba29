import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockAnswer } from '../../testing/mockApi';
import { callsTo, renderStorefront, sentBody, wireStoreBundle } from './storeTestData';

describe('order number claim', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('redeems an order number, shows what it granted and refetches the balance', async () => {
    const user = userEvent.setup();
    let isClaimed = false;
    const { fetchMock, store } = renderStorefront({
      answers: {
        'GET /api/status-updates': () => ({ body: wireStoreBundle({ sessionCount: isClaimed ? 5 : 0 }) }),
        'POST /api/reservation-claims': () => {
          isClaimed = true;
          return { body: { product_id: 'pack_5', sessions: 5, writing_credits: 1 } };
        },
      },
    });
    const field = screen.getByRole('textbox', { name: 'Order number' });
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem).toBeDisabled();
    await user.type(field, '  ORD-1001 ');
    await user.keyboard('{Enter}');
    const granted = await screen.findByText('Order number redeemed. Added to your balance: 5 sessions and 1 Writing credit.');
    expect(granted.closest('[role="status"]')).not.toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/reservation-claims').map(sentBody)).toEqual([{ order_number: 'ORD-1001' }]);
    await vi.waitFor(() => expect(store.getState().app.bundle?.balance.sessionCount).toBe(5));
    expect(field).toHaveValue('');
  });

  for (const [code, language, text] of [
    ['RESERVATION_NOT_FOUND', 'en', 'We could not find this order number. Please check it and try again.'],
    ['RESERVATION_ALREADY_CLAIMED', 'en', 'This order number has already been redeemed.'],
    ['RESERVATION_ALREADY_CLAIMED', 'es', 'Este número de pedido ya fue canjeado.'],
    ['RESERVATION_NOT_FOUND', 'es', 'No encontramos este número de pedido. Revísalo e inténtalo de nuevo.'],
  ] as const) {
    it(`shows ${code} under the field in ${language}`, async () => {
      const user = userEvent.setup();
      const answer: MockAnswer = { status: code === 'RESERVATION_NOT_FOUND' ? 404 : 409, body: { code, message: 'x' } };
      renderStorefront({ language, answers: { 'POST /api/reservation-claims': answer } });
      const field = screen.getByRole('textbox', { name: language === 'en' ? 'Order number' : 'Número de pedido' });
      await user.type(field, 'ORD-1');
      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Redeem' : 'Canjear' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(text);
    });
  }
});
