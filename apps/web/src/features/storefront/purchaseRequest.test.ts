import { IDEMPOTENCY_KEY_HEADER } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@photostudy/client/testing';
import { buyPackageOnce, newIdempotencyKey } from './purchaseRequest';

const ANSWER = { payment_method_type: 'credit_card', transaction_amount: '24.99' };

function keysSent(fetchMock: ReturnType<typeof vi.fn>): (string | undefined)[] {
  return fetchMock.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((h) => h[IDEMPOTENCY_KEY_HEADER]);
}

describe('purchase request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a new key for every click, in the shape the contract asks for', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('retries a lost answer with the same key, then gives up', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(jsonResponse(200, ANSWER));
    vi.stubGlobal('fetch', fetchMock);
    await expect(buyPackageOnce('pack_5', 'key-12345678', [0, 0])).resolves.toEqual({
      paymentMethodType: 'credit_card',
      transactionAmount: '24.99',
    });
    expect(keysSent(fetchMock)).toEqual(['key-12345678', 'key-12345678']);

    const down = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', down);
    await expect(buyPackageOnce('pack_5', 'key-abcdefgh', [0, 0])).rejects.toMatchObject({ status: 0 });
    expect(keysSent(down)).toEqual(['key-abcdefgh', 'key-abcdefgh', 'key-abcdefgh']);
  });

  it('never retries an answer of the server, even a failure', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(402, { code: 40402, message: 'Transaction Failed' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(buyPackageOnce('pack_5', 'key-12345678', [0, 0])).rejects.toMatchObject({ code: 40402 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
