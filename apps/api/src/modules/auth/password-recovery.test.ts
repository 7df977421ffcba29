import {
  PASSWORD_RECOVERY_LINK_TTL_S,
  passwordRecoveryCheckAnswerSchema,
  VERIFICATION_CODE_RESEND_THROTTLE_S,
} from '@photostudy/contracts';
import { DEMO_ACCOUNTS, passwordRecoveries } from '@photostudy/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, loginWithPassword } from '../../testing/auth-sessions';
import { epochS, FakeClock } from '../../core/clock';

describe(`password recovery (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  const email = DEMO_ACCOUNTS.preset.email;
  const requestLink = (to: string) => t.app.inject({ method: 'POST', url: '/api/password-recovery', payload: { email: to } });
  const checkLink = (code: string) => t.app.inject({ method: 'GET', url: `/api/password-recovery/${encodeURIComponent(code)}` });
  const reset = (code: string, password: string) =>
    t.app.inject({ method: 'PUT', url: '/api/password-recovery', payload: { code, password } });
  const mailbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${to}` })).json().items as {
      subject: string;
      text: string;
      html: string;
    }[];
  const linkCode = async (to: string) => {
    const [mail] = await mailbox(to);
    const match = /https:\/\/app\.example\.test\/new-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error('no recovery link');
    return match[1];
  };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://app.example.test/' }, { clock });
  });
  afterAll(async () => t.close());

  it('answers 200 whatever the address, and emails only password accounts', async () => {
    for (const to of ['nobody@example.test', 'student@demo.test']) {
      const res = await requestLink(to);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await mailbox(to)).toEqual([]);
    }
    expect((await requestLink(email.toUpperCase())).json()).toEqual({ ok: true });
    const [mail] = await mailbox(email);
    expect(mail?.subject).toBe('Reset your PhotoStudy password');
    expect(mail?.html).toContain('href="https://app.example.test/new-password/');
    // The link is stored hashed.
    const code = await linkCode(email);
    expect(JSON.stringify(await t.db.select().from(passwordRecoveries))).not.toContain(code);
  });

  it('does not send a second link within the resend throttle', async () => {
    expect((await requestLink(email)).statusCode).toBe(200);
    expect(await mailbox(email)).toHaveLength(1);
  });

  it('checks a link, resets once, and signs the account out everywhere', async () => {
    const code = await linkCode(email);
    const valid = await checkLink(code);
    expect(valid.statusCode).toBe(200);
    const body = passwordRecoveryCheckAnswerSchema.parse(valid.json());
    expect(body.expires_at).toBeGreaterThan(epochS(clock.now()) + PASSWORD_RECOVERY_LINK_TTL_S - 120);

    const before = await loginWithPassword(t.app, { email }, DEMO_ACCOUNTS.preset.password);
    clock.advance(2);

    const short = await reset(code, 'short');
    expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Oops! Password must be at least 8 characters.' });

    const ok = await reset(code, 'brand-new-pass');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });

    // Single use.
    const again = await reset(code, 'another-new-pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_EXPIRED_LINK', message: 'Oops! this link is expired or invalid' });
    expect((await checkLink(code)).json().code).toBe('INVALID_EXPIRED_LINK');

    // Old sessions are gone: refresh token revoked, old access token refused.
    expect((await t.app.inject({ method: 'POST', url: '/api/tokens', payload: { token: before.refresh_token } })).json().code).toBe(
      'INVALID_REFRESH_TOKEN',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: bearer(before.access_token) })).statusCode).toBe(401);

    // The new password works, the old one does not.
    const after = await loginWithPassword(t.app, { email }, 'brand-new-pass');
    expect((await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: bearer(after.access_token) })).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/preset-logins',
      payload: { type: 'preset', device_id: 'd', email, password: DEMO_ACCOUNTS.preset.password },
    });
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('expires a link after 24 hours', async () => {
    clock.advance(VERIFICATION_CODE_RESEND_THROTTLE_S + 1);
    await requestLink(email);
    const code = await linkCode(email);
    expect((await checkLink(code)).statusCode).toBe(200);
    clock.advance(PASSWORD_RECOVERY_LINK_TTL_S + 1);
    expect((await checkLink(code)).json().code).toBe('INVALID_EXPIRED_LINK');
    expect((await reset(code, 'too-late-password')).json().code).toBe('INVALID_EXPIRED_LINK');
  });

  it('refuses unknown links', async () => {
    const res = await checkLink('made-up-code');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_EXPIRED_LINK');
    expect((await reset('made-up-code', 'long-enough-1')).json().code).toBe('INVALID_EXPIRED_LINK');
  });
});
