import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../testing/smtp-capture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { passwordRecoveryMail, privacyChangeMail, verificationCodeMail, writingRefundMail, writingReviewMail } from './templates';

describe('email templates', () => {
  it('writes the code, recovery and privacy emails in English and Spanish', () => {
    expect(verificationCodeMail('en', '123456')).toMatchObject({
      subject: '123456 is your PhotoStudy code',
      text: expect.stringContaining('Your verification code is: 123456'),
    });
    expect(verificationCodeMail('es', '123456').text).toContain('Tu código de verificación es: 123456');
    const link = 'https://app.test/new-password/abc';
    expect(passwordRecoveryMail('en', link).text).toContain(link);
    expect(passwordRecoveryMail('es', link)).toMatchObject({
      subject: expect.stringContaining('Restablece'),
      html: expect.stringContaining(`href="${link}"`),
    });
    const toggles = { storeAuditInfo: true, shareWithPartners: false, sendMessages: true };
    expect(privacyChangeMail('en', toggles).text).toContain('Share with partners: off');
    expect(privacyChangeMail('es', toggles).text).toContain('Compartir con socios: desactivado');
  });

  it('writes the Writing review and refund emails in English and Spanish, with both links', () => {
    const input = {
      description: 'My <essay>',
      comment: 'Good & clear',
      fileUrl: 'https://app.test/api/files/abc?exp=1&sig=x',
      ratingUrl: 'https://app.test/rating?token=t0k',
      fileLinkDays: 30,
      ratingLinkDays: 30,
    };
    const en = writingReviewMail('en', input);
    expect(en.subject).toBe('Your PhotoStudy Writing review is ready');
    expect(en.text).toContain('Rate your session: https://app.test/rating?token=t0k');
    expect(en.html).toContain('<a href="https://app.test/api/files/abc?exp=1&amp;sig=x"');
    expect(en.html).toContain('My &lt;essay&gt;');
    expect(en.html).toContain('Good &amp; clear');
    expect(writingReviewMail('es', input).text).toContain('Califica tu sesión: https://app.test/rating?token=t0k');
    expect(writingRefundMail('en', 'Essay').text).toContain('we returned its Writing credit to your balance');
    expect(writingRefundMail('es', 'Ensayo').subject).toBe('Te devolvimos tu crédito de Writing de PhotoStudy');
  });

  it('escapes what it puts into HTML', () => {
    expect(passwordRecoveryMail('en', 'https://x.test/?a=1&b="2"').html).toContain('https://x.test/?a=1&amp;b=&quot;2&quot;');
  });
});

describe(`email delivery (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'PhotoStudy <codes@photostudy.test>' });
  });
  afterAll(async () => {
    await t.close();
    // Closed by the last test already; closing twice only calls back.
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends the login code over real SMTP and the code signs in', async () => {
    const email = 'smtp-user@example.test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { type: 'email', email, device_id: 'd', recaptcha_token: 't' },
    });
    expect(res.json()).toEqual({ type: 'email', email });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('codes@photostudy.test');
    expect(mail.raw).toMatch(/^Subject: \d{6} is your PhotoStudy code/m);
    const code = /^Subject: (\d{6})/m.exec(mail.raw)?.[1];
    expect(code).toBeDefined();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/identity-verifies',
      payload: { type: 'email', email, code, device_id: 'd' },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ status: 0, email });
    // With SMTP configured nothing lands in the dev outbox.
    expect((await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${email}` })).json().items).toEqual([]);
  });

  it('answers APPLICATION_ERROR and keeps no code when the SMTP server is gone', async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    const email = 'unlucky@example.test';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'email', email, device_id: 'd', recaptcha_token: 't' } });
    const res = await send();
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('APPLICATION_ERROR');
    // The failed send did not start the resend throttle.
    expect((await send()).json().code).toBe('APPLICATION_ERROR');
  });
});

describe('dev mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
  });
  afterAll(async () => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=student@demo.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('refuses to start without JWT_SECRET', async () => {
    await expect(createTestApp({ NODE_ENV: 'production' })).rejects.toThrow(/JWT_SECRET/);
  });
});
