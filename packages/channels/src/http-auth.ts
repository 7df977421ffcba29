/**
 * Verification of the signed query string that every HTTP API request carries
 * (auth_key, auth_timestamp, auth_version, body_md5, auth_signature).
 */
import { hmacSha256Hex, md5Hex, requestSigningString, safeEqual } from './signature.ts';

/** Inputs of one HTTP API request as received. */
export interface SignedRequest {
  method: string;
  /** Path exactly as received (not decoded), which is what clients sign. */
  path: string;
  /** Query string without the leading `?`. */
  rawQuery: string;
  body: Buffer;
}

/** Outcome of verifying a request: the decoded query on success, a status and reason otherwise. */
export type VerifyResult = { ok: true; query: Map<string, string> } | { ok: false; status: number; message: string };

/** App credentials and the tolerated clock difference. */
export interface VerifyOptions {
  key: string;
  secret: string;
  timestampWindowSeconds: number;
  nowSeconds?: number;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Checks the auth parameters and signature of an HTTP API request. */
export function verifySignedRequest(req: SignedRequest, opts: VerifyOptions): VerifyResult {
  const raw: Array<[string, string]> = [];
  const query = new Map<string, string>();
  let signature: string | undefined;
  for (const part of req.rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = safeDecode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : part.slice(eq + 1);
    if (query.has(key) || (key === 'auth_signature' && signature !== undefined)) {
      return { ok: false, status: 400, message: `Duplicate query parameter: ${key}` };
    }
    if (key === 'auth_signature') {
      signature = value;
      continue;
    }
    raw.push([key, value]);
    query.set(key, safeDecode(value));
  }

  const authKey = query.get('auth_key');
  const timestamp = query.get('auth_timestamp');
  if (!authKey || !timestamp || !signature) {
    return { ok: false, status: 401, message: 'Missing auth_key, auth_timestamp or auth_signature query parameter' };
  }
  if (query.get('auth_version') !== '1.0') {
    return { ok: false, status: 401, message: 'auth_version must be 1.0' };
  }
  if (!safeEqual(authKey, opts.key)) {
    return { ok: false, status: 401, message: 'Unknown auth_key' };
  }
  const ts = Number(timestamp);
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(ts) || Math.abs(now - ts) > opts.timestampWindowSeconds) {
    return {
      ok: false,
      status: 401,
      message: `Timestamp expired: given timestamp (${timestamp}) not within ${opts.timestampWindowSeconds}s of server time (${now})`,
    };
  }
  if (req.body.length > 0) {
    const md5 = query.get('body_md5');
    if (!md5) return { ok: false, status: 401, message: 'Missing body_md5 for a request with a body' };
    if (!safeEqual(md5, md5Hex(req.body))) return { ok: false, status: 401, message: 'body_md5 does not match the body' };
  }

  // The official SDK signs and sends values unencoded; other SDKs sign decoded values but send
  // them encoded. Accept either reading of the query so both kinds of client verify.
  const given = signature.toLowerCase();
  const matches = (pairs: ReadonlyArray<readonly [string, string]>) =>
    safeEqual(given, hmacSha256Hex(opts.secret, requestSigningString(req.method, req.path, pairs)));
  const valid = matches(raw) || (req.rawQuery.includes('%') && matches(raw.map(([k, v]) => [k, safeDecode(v)] as const)));
  if (!valid) {
    return {
      ok: false,
      status: 401,
      message: 'Invalid signature: expected HMAC SHA256 hex digest of METHOD\\nPATH\\nsorted query without auth_signature',
    };
  }
  return { ok: true, query };
}
