/** Unit tests of channel auth signatures and signed HTTP API requests. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignedRequest } from './http-auth.ts';
import { channelAuthString, md5Hex, safeEqual, signChannelAuth, signRequestQuery, verifyChannelAuth } from './signature.ts';

const KEY = 'key';
const SECRET = 'secret';

describe('channel auth signatures', () => {
  it('signs exactly socket_id:channel_name for private channels', () => {
    const expected = createHmac('sha256', SECRET).update('123.456:private-foo').digest('hex');
    expect(signChannelAuth(KEY, SECRET, '123.456', 'private-foo')).toBe(`${KEY}:${expected}`);
  });

  it('signs socket_id:channel_name:channel_data for presence, with channel_data as received', () => {
    const data = '{"user_id":"1", "user_info":{"a":1}}'; // odd spacing must be kept as is
    expect(channelAuthString('1.2', 'presence-x', data)).toBe(`1.2:presence-x:${data}`);
    const auth = signChannelAuth(KEY, SECRET, '1.2', 'presence-x', data);
    expect(verifyChannelAuth(auth, KEY, SECRET, '1.2', 'presence-x', data)).toBe(true);
    expect(verifyChannelAuth(auth, KEY, SECRET, '1.2', 'presence-x', JSON.stringify(JSON.parse(data)))).toBe(false);
  });

  it('rejects wrong key, socket, channel, secret and malformed tokens', () => {
    const auth = signChannelAuth(KEY, SECRET, '1.2', 'private-x');
    expect(verifyChannelAuth(auth, KEY, SECRET, '1.2', 'private-x')).toBe(true);
    expect(verifyChannelAuth(auth.replace(/^key/, 'kez'), KEY, SECRET, '1.2', 'private-x')).toBe(false);
    expect(verifyChannelAuth(auth, KEY, SECRET, '1.3', 'private-x')).toBe(false);
    expect(verifyChannelAuth(auth, KEY, SECRET, '1.2', 'private-y')).toBe(false);
    expect(verifyChannelAuth(auth, KEY, 'other', '1.2', 'private-x')).toBe(false);
    for (const bad of [undefined, 42, '', 'nocolon', ':sig', `${KEY}:`, `${KEY}:${'a'.repeat(63)}`]) {
      expect(verifyChannelAuth(bad, KEY, SECRET, '1.2', 'private-x')).toBe(false);
    }
  });

  it('compares in constant time without throwing on different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});

describe('signed HTTP API requests', () => {
  const path = '/apps/1/events';
  const body = '{"name":"e","channels":["c"],"data":"{}"}';
  const now = 1_700_000_000;
  const verify = (query: string, opts: { body?: string; method?: string; path?: string; now?: number } = {}) =>
    verifySignedRequest(
      { method: opts.method ?? 'POST', path: opts.path ?? path, rawQuery: query, body: Buffer.from(opts.body ?? body) },
      { key: KEY, secret: SECRET, timestampWindowSeconds: 600, nowSeconds: opts.now ?? now },
    );
  const sign = (extra: Partial<Parameters<typeof signRequestQuery>[0]> = {}) =>
    signRequestQuery({ key: KEY, secret: SECRET, method: 'POST', path, body, timestamp: now, ...extra });

  it('accepts a request signed like the pusher SDK', () => {
    const result = verify(sign());
    expect(result.ok).toBe(true);
    expect(result.ok && result.query.get('body_md5')).toBe(md5Hex(body));
  });

  it('signs METHOD\\nPATH\\nsorted query', () => {
    const query = sign({ params: { info: 'user_count' } });
    const withoutSig = query.replace(/&auth_signature=.*$/, '');
    expect(withoutSig.split('&').map((p) => p.split('=')[0])).toEqual(['auth_key', 'auth_timestamp', 'auth_version', 'body_md5', 'info']);
    const expected = createHmac('sha256', SECRET).update(`POST\n${path}\n${withoutSig}`).digest('hex');
    expect(query.endsWith(`auth_signature=${expected}`)).toBe(true);
  });

  it('enforces the 600 s timestamp window both ways', () => {
    expect(verify(sign({ timestamp: now - 600 })).ok).toBe(true);
    expect(verify(sign({ timestamp: now - 601 }))).toMatchObject({
      ok: false,
      status: 401,
      message: expect.stringMatching(/Timestamp expired/),
    });
    expect(verify(sign({ timestamp: now + 601 })).ok).toBe(false);
  });

  it('rejects a tampered body, path, method, parameter or signature', () => {
    expect(verify(sign(), { body: body.replace('e', 'f') })).toMatchObject({ ok: false, message: expect.stringMatching(/body_md5/) });
    expect(verify(sign(), { path: '/apps/2/events' })).toMatchObject({ ok: false, message: expect.stringMatching(/Invalid signature/) });
    expect(verify(sign(), { method: 'PUT' }).ok).toBe(false);
    expect(verify(sign({ params: { info: 'a' } }).replace('info=a', 'info=b')).ok).toBe(false);
    expect(verify(sign().replace(/auth_signature=./, 'auth_signature=0')).ok).toBe(false);
  });

  it('requires the auth parameters and the right key and version', () => {
    expect(verify('')).toMatchObject({ ok: false, status: 401 });
    expect(verify(sign().replace('auth_version=1.0', 'auth_version=2.0')).ok).toBe(false);
    const otherKey = signRequestQuery({ key: 'other', secret: SECRET, method: 'POST', path, body, timestamp: now });
    expect(verify(otherKey)).toMatchObject({ ok: false, message: 'Unknown auth_key' });
    expect(verify(`${sign()}&auth_key=${KEY}`)).toMatchObject({ ok: false, status: 400 });
  });

  it('accepts percent-encoded values signed in decoded form (other SDKs)', () => {
    const get = (q: string) =>
      verifySignedRequest(
        { method: 'GET', path: '/apps/1/channels', rawQuery: q, body: Buffer.alloc(0) },
        { key: KEY, secret: SECRET, timestampWindowSeconds: 600, nowSeconds: now },
      );
    const signed = signRequestQuery({
      key: KEY,
      secret: SECRET,
      method: 'GET',
      path: '/apps/1/channels',
      params: { info: 'user_count,subscription_count' },
      timestamp: now,
    });
    expect(get(signed).ok).toBe(true);
    expect(get(signed.replace('user_count,subscription_count', 'user_count%2Csubscription_count')).ok).toBe(true);
  });
});
