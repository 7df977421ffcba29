import { FEATURES } from '@photostudy/contracts';
import { DEMO_ACCOUNTS, paymentMethods } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, bearer, tokensFor } from '../../testing/auth-sessions';
import type { TestAccount } from '../../testing/engine-test-app';
import { addMethod, createStoreTestApp, type StoreTestApp } from '../../testing/store-fixtures';
import { createTestApp } from '../../testing/test-app';
import { SANDBOX_PAYPAL_EMAIL } from './sandbox-gateway';

describe(`store: client token and payment methods (${testDatabaseKind()})`, () => {
  let s: StoreTestApp;
  beforeAll(async () => {
    s = await createStoreTestApp();
  });
  afterAll(async () => s.t.close());

  const get = (url: string, who: TestAccount) => s.t.app.inject({ method: 'GET', url, headers: who.headers });
  const clientToken = async (who: TestAccount) => (await get('/api/payments/braintree', who)).json().client_token as string;
  const sandboxCard = async (who: TestAccount, card: Record<string, unknown>) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox-cards',
      headers: who.headers,
      payload: { client_token: await clientToken(who), expiration_month: 12, expiration_year: 2031, cvv: '123', ...card },
    });

  it('gives a signed client token of the sandbox', async () => {
    const student = await s.t.student({ balance: 0 });
    const res = await get('/api/payments/braintree', student);
    expect(res.statusCode).toBe(200);
    expect(s.gateway.isClientTokenValid(res.json().client_token)).toBe(true);
  });

  it('tells the app which gateway runs', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(res.json().payment_gateway).toBe('sandbox');
  });

  it('answers 40403 while there is no method on file', async () => {
    const student = await s.t.student({ balance: 0 });
    const res = await get('/api/payment-methods/default', student);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 40403 });
  });

  it.each([
    ['fake-valid-nonce', { text: 'Visa ending in 1881', card_type: 'Visa', method_type: 'credit_card' }],
    ['fake-valid-visa-nonce', { text: 'Visa ending in 1881', card_type: 'Visa', method_type: 'credit_card' }],
    ['fake-valid-mastercard-nonce', { text: 'MasterCard ending in 4444', card_type: 'MasterCard', method_type: 'credit_card' }],
    ['fake-processor-declined-visa-nonce', { text: 'Visa ending in 1115', card_type: 'Visa', method_type: 'credit_card' }],
    ['fake-paypal-billing-agreement-nonce', { text: SANDBOX_PAYPAL_EMAIL, card_type: 'PayPal', method_type: 'paypal_account' }],
    ['fake-android-pay-nonce', { text: 'Visa ending in 1111', card_type: 'Visa', method_type: 'android_pay_card' }],
    [
      'fake-apple-pay-visa-nonce',
      { text: 'Apple Pay - Visa ending in 1881', card_type: 'Apple Pay - Visa', method_type: 'apple_pay_card' },
    ],
  ])('vaults %s and shows it as the default', async (nonce, shown) => {
    const student = await s.t.student({ balance: 0 });
    const added = await addMethod(s.t.app, student, nonce);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual(shown);
    expect((await get('/api/payment-methods/default', student)).json()).toEqual(shown);
  });

  it('refuses an unknown nonce with 40401 and stores nothing', async () => {
    const student = await s.t.student({ balance: 0 });
    const res = await addMethod(s.t.app, student, 'fake-made-up-nonce');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40401, message: 'Please try again with a different method.' });
    expect(await s.t.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, student.id))).toEqual([]);
  });

  it('makes the first method the default whatever the request says; later ones only when asked', async () => {
    const student = await s.t.student({ balance: 0 });
    await addMethod(s.t.app, student, 'fake-valid-visa-nonce', false);
    expect((await get('/api/payment-methods/default', student)).json().card_type).toBe('Visa');
    await addMethod(s.t.app, student, 'fake-valid-mastercard-nonce', false);
    expect((await get('/api/payment-methods/default', student)).json().card_type).toBe('Visa');
    await addMethod(s.t.app, student, 'fake-paypal-billing-agreement-nonce', true);
    expect((await get('/api/payment-methods/default', student)).json().method_type).toBe('paypal_account');
    const rows = await s.t.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, student.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('keeps one default when two first methods arrive at once', async () => {
    const student = await s.t.student({ balance: 0 });
    const results = await Promise.all([
      addMethod(s.t.app, student, 'fake-valid-visa-nonce', false),
      addMethod(s.t.app, student, 'fake-valid-mastercard-nonce', false),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await s.t.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, student.id));
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it.each([
    ['4111 1111 1111 1111', 'Visa', '1111'],
    ['5555-5555-5555-4444', 'MasterCard', '4444'],
    ['4000111111111115', 'Visa', '1115'],
  ])('turns the test card %s into a nonce that vaults like any nonce', async (number, cardType, last4) => {
    const student = await s.t.student({ balance: 0 });
    const card = await sandboxCard(student, { number });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ card_type: cardType, last4 });
    const added = await addMethod(s.t.app, student, card.json().nonce);
    expect(added.json()).toEqual({ text: `${cardType} ending in ${last4}`, card_type: cardType, method_type: 'credit_card' });
    const again = await addMethod(s.t.app, student, card.json().nonce);
    expect(again.json()).toMatchObject({ code: 40401 });
    const stored = await s.t.db.select().from(paymentMethods).where(eq(paymentMethods.accountId, student.id));
    expect(JSON.stringify(stored)).not.toContain(number.replace(/\D/g, ''));
  });

  it('refuses a number that fails the Luhn check, an expired card, an unknown card and a forged client token', async () => {
    const student = await s.t.student({ balance: 0 });
    const luhn = await sandboxCard(student, { number: '4111111111111112' });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { number: expect.any(String) } });
    const expired = await sandboxCard(student, { number: '4111111111111111', expiration_month: 12, expiration_year: 2026 });
    expect(expired.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { expiration_year: 'The card has expired.' } });
    const unknown = await sandboxCard(student, { number: '4012888888881881' });
    expect(unknown.json()).toMatchObject({ code: 40401 });
    const forged = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox-cards',
      headers: student.headers,
      payload: { client_token: 'forged', number: '4111111111111111', expiration_month: 12, expiration_year: 2031, cvv: '123' },
    });
    expect(forged.json()).toMatchObject({
      code: 'PAYMENT_GATEWAY_UNAVAILABLE',
      message: 'Unknown error occurred. Please refresh the page.',
    });
  });

  it('refuses payment methods to User-ID (child) accounts and Trio-program students', async () => {
    const child = await s.t.student({ balance: 0, authType: 'user_id' });
    const trio = await s.t.student({ balance: 0, features: [FEATURES.STEM_SUBJECT, FEATURES.TRIO_PROGRAM] });
    for (const who of [child, trio]) {
      const res = await addMethod(s.t.app, who, 'fake-valid-nonce');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PURCHASE_NOT_ALLOWED');
    }
  });

  it('answers the store calls to students only', async () => {
    const expert = await s.t.expert();
    for (const [method, url] of [
      ['GET', '/api/payments/braintree'],
      ['GET', '/api/payment-methods/default'],
      ['POST', '/api/payment-methods'],
      ['POST', '/api/payments/credit'],
      ['POST', '/api/payments/auto'],
      ['POST', '/api/payments/sandbox-cards'],
      ['POST', '/api/reservation-claims'],
    ] as const) {
      expect(
        (await s.t.app.inject({ method, url, headers: expert.headers, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode,
      ).toBe(403);
      expect((await s.t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode).toBe(401);
    }
  });
});

describe('store: with Braintree configured', () => {
  it('runs the Braintree adapter: client config says so and the sandbox card form is gone', async () => {
    const t = await createTestApp({
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
      BRAINTREE_ENVIRONMENT: 'sandbox',
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/client-config' })).json().payment_gateway).toBe('braintree');
      const id = await accountIdOf(t.db, { email: DEMO_ACCOUNTS.student.email });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox-cards',
        headers: bearer((await tokensFor(t.app, t.db, id)).access_token),
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
