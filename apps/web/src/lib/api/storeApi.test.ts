import { IDEMPOTENCY_KEY_HEADER } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { claimReservation, getDefaultPaymentMethod, purchaseCredit, setAutoPayment } from './storeApi';

describe('store api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads 40403 of the default method as no method, and raises other failures', async () => {
    mockApi({ 'GET /api/payment-methods/default': { status: 404, body: { code: 40403, message: 'No payment method on file.' } } });
    await expect(getDefaultPaymentMethod()).resolves.toBeNull();
    mockApi({ 'GET /api/payment-methods/default': { status: 503, body: { code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: 'x' } } });
    await expect(getDefaultPaymentMethod()).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_UNAVAILABLE' });
  });

  it('sends the idempotency key as a header and the wire bodies in snake_case', async () => {
    const { fetchMock } = mockApi({
      'POST /api/payments/credit': { body: { payment_method_type: 'credit_card', transaction_amount: '9.99' } },
      'POST /api/payments/auto': { body: { ok: true } },
      'POST /api/reservation-claims': { body: { product_id: 'pack_5', sessions: 5, writing_credits: 0 } },
    });
    await expect(purchaseCredit('pack_5', 'key-12345678')).resolves.toEqual({
      paymentMethodType: 'credit_card',
      transactionAmount: '9.99',
    });
    await setAutoPayment('renew', false);
    await expect(claimReservation('ORD-1')).resolves.toEqual({ productId: 'pack_5', sessions: 5, writingCredits: 0 });
    const [purchase, auto, claim] = fetchMock.mock.calls.map(([, init]) => init as RequestInit);
    expect((purchase!.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]).toBe('key-12345678');
    expect(JSON.parse(String(purchase!.body))).toEqual({ product_id: 'pack_5' });
    expect(JSON.parse(String(auto!.body))).toEqual({ type: 'renew', is_enabled: false });
    expect(JSON.parse(String(claim!.body))).toEqual({ order_number: 'ORD-1' });
  });
});
