import { createHmac, timingSafeEqual } from 'node:crypto';
import { appError } from '../../errors/app-error';

/** What a provider's signed deletion request carries (Facebook's data-deletion callback). */
export interface SignedDeletionRequest {
  /** The provider's id of the person (the subject of the linked identity). */
  userId: string;
  issuedAt: number | null;
}

/**
 * Checks a Facebook-style `signed_request`: `base64url(signature).base64url(payload)`, the signature being
 * HMAC-SHA256 of the encoded payload with the app secret, the payload JSON with `algorithm: 'HMAC-SHA256'` and
 * `user_id`. Anything else is `INVALID_SIGNED_REQUEST`.
 */
export function verifySignedRequest(signedRequest: string, secret: string): SignedDeletionRequest {
  const [encodedSignature, encodedPayload, ...rest] = signedRequest.trim().split('.');
  if (!encodedSignature || !encodedPayload || rest.length) throw appError('INVALID_SIGNED_REQUEST');
  const given = Buffer.from(encodedSignature, 'base64url');
  const expected = createHmac('sha256', secret).update(encodedPayload).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw appError('INVALID_SIGNED_REQUEST');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    throw appError('INVALID_SIGNED_REQUEST');
  }
  const fields = (payload ?? {}) as { algorithm?: unknown; user_id?: unknown; issued_at?: unknown };
  if (typeof fields.algorithm !== 'string' || fields.algorithm.toUpperCase() !== 'HMAC-SHA256') throw appError('INVALID_SIGNED_REQUEST');
  const userId = typeof fields.user_id === 'number' ? String(fields.user_id) : fields.user_id;
  if (typeof userId !== 'string' || !userId || userId.length > 255) throw appError('INVALID_SIGNED_REQUEST');
  return { userId, issuedAt: typeof fields.issued_at === 'number' ? fields.issued_at : null };
}

/** Signs a payload the way a provider does (tests and tools that stand in for the provider). */
export function signRequest(payload: Record<string, unknown>, secret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', secret).update(encoded).digest('base64url')}.${encoded}`;
}
