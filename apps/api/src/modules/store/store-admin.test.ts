import { CHANNELS, statusBundleSchema } from '@photostudy/contracts';
import { subscriptions } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../testing/engine-test-app';
import { addMethod, buy, createStoreTestApp, type StoreTestApp } from '../../testing/store-fixtures';
import { LedgerService } from '../ledger/ledger.service';

const ledger = new LedgerService();

describe(`store: admin packages, purchases and refunds (${testDatabaseKind()})`, () => {
  let s: StoreTestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    s = await createStoreTestApp();
    admin = await s.t.admin();
  });
  afterAll(async () => s.t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>, who: TestAccount = admin) =>
    s.t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const newPackage = {
    product_id: 'sessions_3',
    description: '3 Sessions',
    subdescription: 'A short week',
    price_cents: 2599,
    sessions: 3,
    writing_credits: 0,
    confirmation_required: false,
    plan: null,
    is_active: true,
    position: 1,
  };
  const buyer = async (productId: string, nonce = 'fake-valid-visa-nonce') => {
    const student = await s.t.student({ balance: 0 });
    await addMethod(s.t.app, student, nonce);
    expect((await buy(s.t.app, student, productId)).statusCode).toBe(200);
    return student;
  };
  const lastPurchaseOf = async (who: TestAccount) => {
    const res = await call('GET', `/api/admin/purchases?query=${who.id}`);
    return res.json().purchases[0] as { id: number; status: string; amount_cents: number };
  };

  it('lists every package in store order', async () => {
    const res = await call('GET', '/api/admin/packages');
    expect(res.statusCode).toBe(200);
    expect(res.json().packages.map((p: { product_id: string }) => p.product_id)).toEqual([
      'sessions_1',
      'sessions_5',
      'sessions_10',
      'writing_3',
      'monthly_plan',
    ]);
    expect(res.json().packages[4]).toEqual({
      product_id: 'monthly_plan',
      description: 'Monthly plan',
      subdescription: '8 sessions and 1 Writing review every month',
      price_cents: 2999,
      currency: 'USD',
      sessions: 8,
      writing_credits: 1,
      confirmation_required: true,
      plan: 'monthly',
      is_active: true,
      position: 4,
    });
  });

  it('creates, edits and deactivates a package; the storefront follows', async () => {
    const created = await call('POST', '/api/admin/packages', newPackage);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ ...newPackage, currency: 'USD' });
    expect((await call('POST', '/api/admin/packages', newPackage)).json().code).toBe('PACKAGE_EXISTS');
    const student = await s.t.student({ balance: 0 });
    const storefront = async () =>
      statusBundleSchema.parse((await call('GET', '/api/status-updates', undefined, student)).json()).storefront.packages;
    expect((await storefront()).map((p) => p.product_id).slice(0, 3)).toEqual(['sessions_1', 'sessions_3', 'sessions_5']);
    const edited = await call('PATCH', '/api/admin/packages/sessions_3', { price_cents: 2499, confirmation_required: true });
    expect(edited.json()).toMatchObject({ price_cents: 2499, confirmation_required: true, sessions: 3 });
    expect((await storefront()).find((p) => p.product_id === 'sessions_3')).toMatchObject({ price: '$24.99', confirmation_required: true });
    await addMethod(s.t.app, student, 'fake-valid-nonce');
    expect((await buy(s.t.app, student, 'sessions_3')).json().transaction_amount).toBe('24.99');
    await call('PATCH', '/api/admin/packages/sessions_3', { is_active: false });
    expect((await storefront()).map((p) => p.product_id)).not.toContain('sessions_3');
    expect((await buy(s.t.app, student, 'sessions_3')).json().code).toBe('UNKNOWN_PACKAGE');
  });

  it('refuses a package that grants nothing, and an unknown one', async () => {
    const empty = await call('POST', '/api/admin/packages', { ...newPackage, product_id: 'nothing', sessions: 0 });
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    const emptied = await call('PATCH', '/api/admin/packages/writing_3', { writing_credits: 0 });
    expect(emptied.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { sessions: expect.any(String) } });
    const unknown = await call('PATCH', '/api/admin/packages/no_such', { price_cents: 100 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UNKNOWN_PACKAGE');
  });

  it('lists purchases newest first, 20 a page, and finds them by email, uid, transaction id or product id', async () => {
    const student = await buyer('writing_3');
    for (let i = 0; i < 21; i++) await buy(s.t.app, student, 'sessions_1');
    const byUid = await call('GET', `/api/admin/purchases?query=${student.id}`);
    expect(byUid.json().purchases).toHaveLength(20);
    expect(byUid.json().has_more).toBe(true);
    const page2 = await call('GET', `/api/admin/purchases?query=${student.id}&page=2`);
    expect(page2.json()).toMatchObject({ has_more: false });
    expect(page2.json().purchases).toHaveLength(2);
    const oldest = page2.json().purchases.at(-1);
    expect(oldest).toMatchObject({
      uid: student.id,
      product_id: 'writing_3',
      kind: 'purchase',
      amount_cents: 2499,
      status: 'settled',
      refunded_cents: 0,
    });
    const [account] = await s.t.app.services.accounts.byIds([student.id]).then((m) => [...m.values()]);
    const byEmail = await call('GET', `/api/admin/purchases?query=${encodeURIComponent(account?.email?.slice(0, 8) ?? '')}`);
    expect(byEmail.json().purchases[0]).toMatchObject({ uid: student.id, email: account?.email });
    const byTransaction = await call('GET', `/api/admin/purchases?query=${oldest.transaction_id}`);
    expect(byTransaction.json().purchases).toEqual([oldest]);
    const byProduct = await call('GET', '/api/admin/purchases?query=writing_3');
    expect(byProduct.json().purchases.every((p: { product_id: string }) => p.product_id === 'writing_3')).toBe(true);
    const all = await call('GET', '/api/admin/purchases');
    expect(all.json().purchases).toHaveLength(20);
  });

  it('refunds through the gateway and takes back the whole credit while it is unused', async () => {
    const student = await buyer('sessions_5');
    const purchase = await lastPurchaseOf(student);
    const refunds = s.gateway.refunds.length;
    const res = await call('POST', `/api/admin/purchases/${purchase.id}/refunds`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      purchase: { id: purchase.id, status: 'refunded', refunded_cents: 3999 },
      reversed_sessions: 5,
      reversed_writing_credits: 0,
    });
    expect(s.gateway.refunds.slice(refunds)).toEqual([{ transactionId: expect.any(String), amountCents: 3999 }]);
    expect(await ledger.balance(s.t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 0 });
    const [reversal] = await ledger.entries(s.t.db, student.id);
    expect(reversal).toMatchObject({ reason: 'purchase_refund', delta: -5, purchaseId: purchase.id, actorId: admin.id });
    expect(s.t.publisher.on(CHANNELS.privateStudent(student.id), 'balanceUpdated').at(-1)).toEqual({
      balance: { session_count: 0, credit_count: 0 },
    });
  });

  it('takes back at most what is unused: the balance never goes below zero', async () => {
    const student = await buyer('sessions_5');
    // Three of the five sessions were spent on questions.
    await s.t.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await ledger.debit(tx, student.id, 'session', null);
    });
    const purchase = await lastPurchaseOf(student);
    const res = await call('POST', `/api/admin/purchases/${purchase.id}/refunds`);
    expect(res.json()).toMatchObject({
      reversed_sessions: 2,
      reversed_writing_credits: 0,
      purchase: { status: 'refunded', refunded_cents: 3999 },
    });
    expect(await ledger.balance(s.t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 0 });
  });

  it('refuses a second refund, also when two admins click at once', async () => {
    const student = await buyer('writing_3');
    const purchase = await lastPurchaseOf(student);
    const refunds = s.gateway.refunds.length;
    const both = await Promise.all([
      call('POST', `/api/admin/purchases/${purchase.id}/refunds`),
      call('POST', `/api/admin/purchases/${purchase.id}/refunds`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('PURCHASE_NOT_REFUNDABLE');
    expect(s.gateway.refunds.length).toBe(refunds + 1);
    expect(await ledger.balance(s.t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 0 });
    expect((await call('POST', '/api/admin/purchases/999999/refunds')).statusCode).toBe(404);
  });

  it("turns a refunded plan's auto-renew off", async () => {
    const student = await buyer('monthly_plan');
    const purchase = await lastPurchaseOf(student);
    await call('POST', `/api/admin/purchases/${purchase.id}/refunds`);
    const [sub] = await s.t.db.select().from(subscriptions).where(eq(subscriptions.accountId, student.id));
    expect(sub?.autoRenew).toBe(false);
  });

  it('refuses students and experts', async () => {
    const student = await s.t.student({ balance: 0 });
    const expert = await s.t.expert();
    for (const who of [student, expert]) {
      expect((await call('GET', '/api/admin/packages', undefined, who)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/purchases', undefined, who)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/purchases/1/refunds', undefined, who)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/reservations', undefined, who)).statusCode).toBe(403);
    }
  });
});
