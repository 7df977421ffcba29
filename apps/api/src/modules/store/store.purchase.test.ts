import { CHANNELS, FEATURES, IDEMPOTENCY_KEY_HEADER, statusBundleSchema } from '@photostudy/contracts';
import { notifications, purchaseIdempotency, purchases, storePackages } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../testing/engine-test-app';
import { addMethod, buy, createStoreTestApp, newKey, type StoreTestApp } from '../../testing/store-fixtures';
import { LedgerService } from '../ledger/ledger.service';
import { SandboxGateway } from './sandbox-gateway';

const ledger = new LedgerService();

describe(`store: purchases (${testDatabaseKind()})`, () => {
  let s: StoreTestApp;
  /** Set by a test: the next charge succeeds at the gateway, then recording it fails (a taken transaction id). */
  let breakNextRecord = false;

  beforeAll(async () => {
    s = await createStoreTestApp({
      sandbox: (deps) =>
        new (class extends SandboxGateway {
          override async charge(token: string, cents: number, orderId: string) {
            const result = await super.charge(token, cents, orderId);
            if (result.ok && breakNextRecord) {
              breakNextRecord = false;
              const [someone] = await deps.db.select({ id: purchases.accountId }).from(purchases).limit(1);
              if (!someone) throw new Error('needs an earlier purchase');
              await deps.db.insert(purchases).values({
                accountId: someone.id,
                productId: 'sessions_1',
                kind: 'purchase',
                amountCents: 1,
                currency: 'USD',
                sessions: 0,
                writingCredits: 0,
                paymentMethodType: 'credit_card',
                gatewayTransactionId: result.transactionId,
              });
            }
            return result;
          }
        })(deps),
    });
  });
  afterAll(async () => s.t.close());

  const withCard = async (nonce = 'fake-valid-visa-nonce', options: Parameters<StoreTestApp['t']['student']>[0] = {}) => {
    const student = await s.t.student({ balance: 0, ...options });
    if (nonce) expect((await addMethod(s.t.app, student, nonce)).statusCode).toBe(200);
    return student;
  };
  const purchasesOf = (who: TestAccount) => s.t.db.select().from(purchases).where(eq(purchases.accountId, who.id));
  const balanceOf = (who: TestAccount) => ledger.balance(s.t.db, who.id);
  const status = async (who: TestAccount) =>
    statusBundleSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/status-updates', headers: who.headers })).json());

  it('charges the package price and credits its sessions in one go', async () => {
    const student = await withCard();
    const charges = s.gateway.charges.length;
    const res = await buy(s.t.app, student, 'sessions_1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payment_method_type: 'credit_card', transaction_amount: '9.99' });
    expect(s.gateway.charges.length).toBe(charges + 1);
    const [purchase] = await purchasesOf(student);
    expect(purchase).toMatchObject({
      productId: 'sessions_1',
      kind: 'purchase',
      amountCents: 999,
      sessions: 1,
      writingCredits: 0,
      status: 'settled',
      gatewayTransactionId: s.gateway.charges.at(-1)?.transactionId,
    });
    const rows = await ledger.entries(s.t.db, student.id);
    expect(rows.map((r) => ({ kind: r.kind, delta: r.delta, reason: r.reason, purchaseId: r.purchaseId }))).toEqual([
      { kind: 'session', delta: 1, reason: 'purchase', purchaseId: purchase?.id },
    ]);
    expect(s.t.publisher.on(CHANNELS.privateStudent(student.id), 'balanceUpdated')).toEqual([
      { balance: { session_count: 1, credit_count: 0 } },
    ]);
  });

  it.each([
    ['sessions_5', '39.99', { sessionCount: 5, creditCount: 0 }],
    ['sessions_10', '69.99', { sessionCount: 10, creditCount: 0 }],
    ['writing_3', '24.99', { sessionCount: 0, creditCount: 3 }],
  ])('takes the amount of %s from the package table', async (productId, amount, balance) => {
    const student = await withCard('fake-valid-mastercard-nonce');
    const res = await buy(s.t.app, student, productId);
    expect(res.json()).toEqual({ payment_method_type: 'credit_card', transaction_amount: amount });
    expect(await balanceOf(student)).toEqual(balance);
    expect(s.gateway.charges.at(-1)?.amountCents).toBe(Math.round(Number(amount) * 100));
  });

  it('charges a PayPal account like a card', async () => {
    const student = await withCard('fake-paypal-billing-agreement-nonce');
    expect((await buy(s.t.app, student, 'sessions_1')).json()).toEqual({
      payment_method_type: 'paypal_account',
      transaction_amount: '9.99',
    });
  });

  it('makes the status bundle real: balance, number of purchases, notification row', async () => {
    const student = await withCard();
    await buy(s.t.app, student, 'sessions_5');
    await buy(s.t.app, student, 'writing_3');
    const bundle = await status(student);
    expect(bundle.balance).toEqual({ session_count: 5, credit_count: 3 });
    expect(bundle.profile.num_of_purchase).toBe(2);
    expect(bundle.storefront.packages[0]).toEqual({
      product_id: 'sessions_1',
      description: '1 Session',
      subdescription: 'Try a live expert once',
      price: '$9.99',
      confirmation_required: false,
      plan: null,
    });
    const rows = await s.t.db.select().from(notifications).where(eq(notifications.accountId, student.id));
    expect(rows.map((r) => r.message).sort()).toEqual([
      'Thank you for your purchase! 3 Writing reviews has been added to your balance.',
      'Thank you for your purchase! 5 Sessions has been added to your balance.',
    ]);
    expect(rows.every((r) => !r.isRead && r.icon === 'purchase' && r.qid === null && r.action === null)).toBe(true);
  });

  it('charges once for 10 concurrent requests with one key: one charge, one purchase, one ledger row, ten identical answers', async () => {
    const student = await withCard();
    const charges = s.gateway.charges.length;
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(s.t.app, student, 'sessions_1', key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(s.gateway.charges.length).toBe(charges + 1);
    expect(await purchasesOf(student)).toHaveLength(1);
    expect(await ledger.entries(s.t.db, student.id)).toHaveLength(1);
    expect(await balanceOf(student)).toEqual({ sessionCount: 1, creditCount: 0 });
  });

  it('answers a retried key again without charging, and refuses the key for another package', async () => {
    const student = await withCard();
    const key = newKey();
    const first = await buy(s.t.app, student, 'sessions_5', key);
    const charges = s.gateway.charges.length;
    const again = await buy(s.t.app, student, 'sessions_5', key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(s.gateway.charges.length).toBe(charges);
    const reused = await buy(s.t.app, student, 'sessions_1', key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await purchasesOf(student)).toHaveLength(1);
  });

  it('keeps keys per account: another student may send the same key', async () => {
    const [a, b] = [await withCard(), await withCard()];
    const key = newKey();
    expect((await buy(s.t.app, a, 'sessions_1', key)).statusCode).toBe(200);
    expect((await buy(s.t.app, b, 'sessions_1', key)).statusCode).toBe(200);
    expect(await purchasesOf(b)).toHaveLength(1);
  });

  it('lets a double click with two keys buy twice (each click is its own purchase)', async () => {
    const student = await withCard();
    const answers = await Promise.all([buy(s.t.app, student, 'sessions_1'), buy(s.t.app, student, 'sessions_1')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await purchasesOf(student)).toHaveLength(2);
    expect(await balanceOf(student)).toEqual({ sessionCount: 2, creditCount: 0 });
  });

  it('needs a well-formed Idempotency-Key', async () => {
    const student = await withCard();
    const missing = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/credit',
      headers: student.headers,
      payload: { product_id: 'sessions_1' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    const bad = await buy(s.t.app, student, 'sessions_1', 'short');
    expect(bad.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    const spaces = await s.t.app.inject({
      method: 'POST',
      url: '/api/payments/credit',
      headers: { ...student.headers, [IDEMPOTENCY_KEY_HEADER]: 'has spaces in it' },
      payload: { product_id: 'sessions_1' },
    });
    expect(spaces.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await purchasesOf(student)).toEqual([]);
  });

  it.each(['fake-processor-declined-visa-nonce', 'sandbox-declined-card'])(
    'writes nothing but the key when the charge is declined (%s): 40402, and the same key answers it again',
    async (nonce) => {
      let method = nonce;
      const student = await s.t.student({ balance: 0 });
      if (nonce === 'sandbox-declined-card') {
        const token = (await s.t.app.inject({ method: 'GET', url: '/api/payments/braintree', headers: student.headers })).json()
          .client_token;
        const card = await s.t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox-cards',
          headers: student.headers,
          payload: { client_token: token, number: '4000111111111115', expiration_month: 1, expiration_year: 2030, cvv: '123' },
        });
        method = card.json().nonce;
      }
      await addMethod(s.t.app, student, method);
      const charges = s.gateway.charges.length;
      const key = newKey();
      const res = await buy(s.t.app, student, 'sessions_1', key);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 40402, title: 'Transaction Failed' });
      expect(s.gateway.charges.length).toBe(charges);
      expect(await purchasesOf(student)).toEqual([]);
      expect(await ledger.entries(s.t.db, student.id)).toEqual([]);
      expect(s.t.publisher.on(CHANNELS.privateStudent(student.id), 'balanceUpdated')).toEqual([]);
      const [record] = await s.t.db.select().from(purchaseIdempotency).where(eq(purchaseIdempotency.accountId, student.id));
      expect(record).toMatchObject({ state: 'failed', errorName: 'TRANSACTION_FAILED', purchaseId: null });
      const again = await Promise.all(Array.from({ length: 3 }, () => buy(s.t.app, student, 'sessions_1', key)));
      expect(again.map((a) => a.json().code)).toEqual([40402, 40402, 40402]);
    },
  );

  it.each(['fake-android-pay-nonce', 'fake-apple-pay-visa-nonce'])(
    'refuses to charge the mobile wallet %s from the web (40400)',
    async (nonce) => {
      const student = await withCard(nonce);
      const res = await buy(s.t.app, student, 'sessions_1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 40400,
        message: 'Your mobile payment method is not available and you need to choose a new method.',
      });
      expect(await purchasesOf(student)).toEqual([]);
    },
  );

  it('answers 40403 without a payment method, and the key keeps that answer', async () => {
    const student = await withCard('');
    const key = newKey();
    const res = await buy(s.t.app, student, 'sessions_1', key);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(40403);
    await addMethod(s.t.app, student, 'fake-valid-nonce');
    expect((await buy(s.t.app, student, 'sessions_1', key)).json().code).toBe(40403);
    expect((await buy(s.t.app, student, 'sessions_1')).statusCode).toBe(200);
  });

  it('refuses unknown and inactive packages (UNKNOWN_PACKAGE)', async () => {
    const student = await withCard();
    expect((await buy(s.t.app, student, 'no_such_package')).json()).toMatchObject({ code: 'UNKNOWN_PACKAGE' });
    await s.t.db
      .insert(storePackages)
      .values({ productId: 'retired_pack', description: 'Old', subdescription: '', priceCents: 500, sessions: 1, isActive: false });
    const res = await buy(s.t.app, student, 'retired_pack');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('UNKNOWN_PACKAGE');
    expect((await status(student)).storefront.packages.map((p) => p.product_id)).not.toContain('retired_pack');
  });

  it('refuses User-ID (child) accounts and Trio-program students (PURCHASE_NOT_ALLOWED)', async () => {
    const child = await s.t.student({ balance: 0, authType: 'user_id' });
    const trio = await s.t.student({ balance: 0, features: [FEATURES.STEM_SUBJECT, FEATURES.TRIO_PROGRAM] });
    for (const who of [child, trio]) {
      const res = await buy(s.t.app, who, 'sessions_1');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PURCHASE_NOT_ALLOWED');
    }
  });

  it('refunds a charge it could not record, and writes no purchase', async () => {
    const student = await withCard();
    const refunds = s.gateway.refunds.length;
    breakNextRecord = true;
    const key = newKey();
    const res = await buy(s.t.app, student, 'sessions_5', key);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('APPLICATION_ERROR');
    const charged = s.gateway.charges.at(-1);
    expect(s.gateway.refunds.slice(refunds)).toEqual([{ transactionId: charged?.transactionId, amountCents: 3999 }]);
    expect(await purchasesOf(student)).toEqual([]);
    expect(await balanceOf(student)).toEqual({ sessionCount: 0, creditCount: 0 });
    expect((await buy(s.t.app, student, 'sessions_5', key)).json().code).toBe('APPLICATION_ERROR');
    expect((await buy(s.t.app, student, 'sessions_5')).statusCode).toBe(200);
  });
});
