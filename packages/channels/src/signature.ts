/**
 * HMAC-SHA256 signatures of the Pusher protocol: channel auth tokens (`key:signature`) and
 * signed HTTP API query strings. Every comparison is constant time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256 of `data` with `secret`. */
export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** Lower-case hex MD5, as used for `body_md5`. */
export function md5Hex(body: string | Buffer): string {
  return createHash('md5').update(body).digest('hex');
}

/** Constant-time string equality; unequal lengths return false without comparing bytes. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'utf8');
  const bb = Buffer.from(b, 'utf8');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** The exact string a channel auth signs: `socket_id:channel` or `socket_id:channel:channel_data`. */
export function channelAuthString(socketId: string, channelName: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channelName}` : `${socketId}:${channelName}:${channelData}`;
}

/** Signs a channel subscription; returns the `key:signature` auth token. */
export function signChannelAuth(key: string, secret: string, socketId: string, channelName: string, channelData?: string): string {
  return `${key}:${hmacSha256Hex(secret, channelAuthString(socketId, channelName, channelData))}`;
}

/** Checks a `key:signature` auth token against the app key and secret. */
export function verifyChannelAuth(
  auth: unknown,
  key: string,
  secret: string,
  socketId: string,
  channelName: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.lastIndexOf(':');
  if (colon <= 0) return false;
  // Compare the key part in constant time too, so a wrong key and a wrong signature look alike.
  const keyOk = safeEqual(auth.slice(0, colon), key);
  const expected = hmacSha256Hex(secret, channelAuthString(socketId, channelName, channelData));
  const sigOk = safeEqual(auth.slice(colon + 1), expected);
  return keyOk && sigOk;
}

/** What signRequestQuery needs to produce a signed HTTP API query string. */
export interface SignRequestInput {
  key: string;
  secret: string;
  method: string;
  path: string;
  params?: Record<string, string | number>;
  body?: string;
  /** Unix seconds; defaults to now. Tests pass an old value to check the timestamp window. */
  timestamp?: number;
}

/** The string an HTTP API request signs: `METHOD\nPATH\nsorted key=value pairs`. */
export function requestSigningString(method: string, path: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  const sorted = [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${method.toUpperCase()}\n${path}\n${sorted.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

/** Builds a signed query string exactly like the official `pusher` SDK (values unencoded). */
export function signRequestQuery(input: SignRequestInput): string {
  const params: Record<string, string> = {
    auth_key: input.key,
    auth_timestamp: String(input.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
  };
  if (input.body) params.body_md5 = md5Hex(input.body);
  for (const [k, v] of Object.entries(input.params ?? {})) params[k] = String(v);
  const pairs = Object.entries(params);
  const signature = hmacSha256Hex(input.secret, requestSigningString(input.method, input.path, pairs));
  const sorted = pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `${sorted.map(([k, v]) => `${k}=${v}`).join('&')}&auth_signature=${signature}`;
}
