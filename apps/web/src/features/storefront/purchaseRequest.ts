import { isApiError, purchaseCredit } from '../../lib/api';

/** Waits before each retry of a purchase whose answer was lost on the network. */
export const PURCHASE_RETRY_DELAYS_MS = [400, 1200] as const;

/** A fresh idempotency key for one click (a UUID: 36 letters, digits and dashes, as the contract asks). */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Buys one package for one click. The click's key is sent with every attempt: when the network drops an answer the
 * request is retried with the same key, so the server charges once and answers the first result again. Answers from
 * the server (even failures) are never retried: they are final for that key.
 */
export async function buyPackageOnce(
  productId: string,
  idempotencyKey: string,
  retryDelaysMs: readonly number[] = PURCHASE_RETRY_DELAYS_MS,
): ReturnType<typeof purchaseCredit> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await purchaseCredit(productId, idempotencyKey);
    } catch (error) {
      const isLostAnswer = isApiError(error) && error.isNetworkError;
      if (!isLostAnswer || attempt >= retryDelaysMs.length) throw error;
      await wait(retryDelaysMs[attempt] ?? 0);
    }
  }
}
