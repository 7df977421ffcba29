import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type ErrorName, idempotencyKeySchema } from '@photostudy/contracts';
import { appError } from '../../errors/app-error';
import { findKey, type IdempotencyRow, insertPendingKey } from './idempotency.repository';
import type { StoreContext } from './store-context';

/** How often a retry of a key in flight looks again, and for how long at most. */
const POLL_MS = 20;
const WAIT_MS = 30_000;

/** What a purchase key gives its caller: the right to run the purchase, or the first request's outcome. */
export type KeyClaim = { kind: 'owner'; keyId: number } | { kind: 'done'; row: IdempotencyRow };

/** The Idempotency-Key header, checked (IDEMPOTENCY_KEY_INVALID when missing or malformed). */
export function parseIdempotencyKey(header: string | string[] | undefined): string {
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw appError('IDEMPOTENCY_KEY_INVALID');
  return parsed.data;
}

/** The fingerprint of a purchase request: the same key with another request is refused. */
export function requestHash(request: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Claims a key before anything is charged. The first request inserts the pending row and runs the purchase;
 * every other request with the key waits until that row holds the outcome and answers it again. The row is
 * committed before the charge (no transaction stays open across the gateway call), so the wait is a short
 * poll on the row rather than a lock.
 */
export async function claimKey(ctx: StoreContext, accountId: number, key: string, hash: string): Promise<KeyClaim> {
  // Wall time, not the injected clock: this bounds a real wait, which a test's fake clock would never end.
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const inserted = await insertPendingKey(ctx.db, { accountId, key, requestHash: hash, createdAt: ctx.clock.now() });
    if (inserted) return { kind: 'owner', keyId: inserted.id };
    const row = await findKey(ctx.db, accountId, key);
    if (row) {
      if (row.requestHash !== hash) throw appError('IDEMPOTENCY_KEY_REUSED');
      if (row.state !== 'pending') return { kind: 'done', row };
    }
    if (Date.now() > deadline) throw appError('CONFLICT', { message: 'This purchase is still being processed. Please wait a moment.' });
    await sleep(POLL_MS);
  }
}

/** Answers a completed key again: the stored answer, or the same catalogued error. */
export function replayKey<T>(row: IdempotencyRow): T {
  if (row.state === 'succeeded' && row.answer) return row.answer as T;
  const name = row.errorName && row.errorName in ERRORS ? (row.errorName as ErrorName) : 'APPLICATION_ERROR';
  throw appError(name);
}
