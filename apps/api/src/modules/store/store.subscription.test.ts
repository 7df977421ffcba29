import { CHANNELS, statusBundleSchema } from '@photostudy/contracts';
import { accounts, notifications, purchases, subscriptions, timers } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../../testing/engine-test-app';
import { addMethod, buy, createStoreTestApp, freshHeaders, type StoreTestApp } from '../../testing/store-fixtures';
import { LedgerService } from '../ledger/ledger.service';
import { RENEWAL_GRACE_S, STORE_TIMER_KINDS } from './store-context';

const ledger = new LedgerService();
const DAY_S = 24 * 3600;

describe(`store: subscriptions and their renewal (${testDatabaseKind()})`, () => {
  let s: StoreTestApp;
  beforeAll(async () => {
    s = await createStoreTestApp();
  });
  afterAll(async () => s.t.close());

  /** A student on the monthly plan (8 sessions and 1 Writing credit a month), paid with `nonce`. */
  const subscriber = async (nonce = 'fake-valid-visa-nonce') => {
    const student = await s.t.student({ balance: 0 });
    await addMethod(s.t.app, student, nonce);
    const res = await buy(s.t.app, student, 'monthly_plan');
    expect(res.json()).toEqual({ payment_method_type: 'credit_card', transaction_amount: '29.99' });
    return student;
  };
  const subscriptionOf = async (who: TestAccount) => {
    const [row] = await s.t.db.select().from(subscriptions).where(eq(subscriptions.accountId, who.id));
    return row ?? null;
  };
  const renewalsOf = (who: TestAccount) =>
    s.t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.accountId, who.id), eq(purchases.kind, 'renewal')));
  const notificationsOf = (who: TestAccount) => s.t.db.select().from(notifications).where(eq(notifications.accountId, who.id));
  const messagesOf = async (who: TestAccount) => (await notificationsOf(who)).map((n) => n.message);
  // The Spanish text of each (the list shows the one the app asks for).
  const spanishMessagesOf = async (who: TestAccount) => (await notificationsOf(who)).map((n) => n.messageEs);
  const bundle = async (who: TestAccount) => {
    const fresh = await freshHeaders(s.t, who);
    return statusBundleSchema.parse((await s.t.app.inject({ method: 'GET', url: '/api/status-updates', headers: fresh.headers })).json());
  };
  const auto = async (who: TestAccount, type: 'renew' | 'pay', isEnabled: boolean) =>
    s.t.app.inject({
      method: 'POST',
      url: '/api/payments/auto',
      headers: (await freshHeaders(s.t, who)).headers,
      payload: { type, is_enabled: isEnabled },
    });
  /** Renewal charges of one student's subscription at the gateway (other students renew on the same clock). */
  const renewalChargesOf = async (who: TestAccount) => {
    const sub = await subscriptionOf(who);
    return s.gateway.charges.filter((c) => c.orderId?.startsWith(`renewal-${sub?.id}-`)).length;
  };
  /** Moves the clock to just after a subscription's period end. */
  const toPeriodEnd = async (who: TestAccount) => {
    const sub = await subscriptionOf(who);
    if (!sub) throw new Error('no subscription');
    s.clock.advance((sub.currentPeriodEnd.getTime() - s.clock.now().getTime()) / 1000 + 1);
  };

  it('starts a monthly subscription with auto-renew and auto-pay on, shown in the status bundle', async () => {
    const student = await subscriber();
    const sub = await subscriptionOf(student);
    expect(sub?.currentPeriodEnd.getTime()).toBe(new Date(s.clock.now().getTime()).setUTCMonth(s.clock.now().getUTCMonth() + 1));
    const status = await bundle(student);
    expect(status.subscription).toEqual({
      title: 'Monthly plan',
      subtitle: `Renews on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(sub?.currentPeriodEnd)}`,
      plan: 'monthly',
      auto_renew: { enabled: true },
      auto_pay: { enabled: true },
    });
    expect(status.balance).toEqual({ session_count: 8, credit_count: 1 });
    const [timer] = await s.t.db
      .select()
      .from(timers)
      .where(and(eq(timers.kind, STORE_TIMER_KINDS.subscriptionRenewal), eq(timers.subjectId, sub?.id ?? 0)));
    expect(timer?.dueAt.getTime()).toBe(sub?.currentPeriodEnd.getTime());
  });

  it('switches auto-renew and auto-pay, and answers NO_SUBSCRIPTION without a plan', async () => {
    const student = await subscriber();
    const off = await auto(student, 'renew', false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      auto_renew: { enabled: false },
      auto_pay: { enabled: true },
      subtitle: expect.stringMatching(/^Ends on /),
    });
    expect((await auto(student, 'pay', false)).json()).toMatchObject({ auto_pay: { enabled: false } });
    expect((await auto(student, 'renew', true)).json()).toMatchObject({
      auto_renew: { enabled: true },
      subtitle: expect.stringMatching(/^Renews on /),
    });
    const nobody = await s.t.student({ balance: 0 });
    const res = await auto(nobody, 'renew', true);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NO_SUBSCRIPTION');
  });

  it('speaks Spanish to a Spanish account', async () => {
    const student = await subscriber();
    await s.t.db.update(accounts).set({ language: 'es' }).where(eq(accounts.id, student.id));
    const status = await bundle(student);
    expect(status.storefront.title).toBe('Consigue más sesiones');
    expect(status.subscription?.subtitle).toMatch(/^Se renueva el \d+ de [a-z]+ de \d{4}$/);
    expect((await auto(student, 'renew', false)).json().subtitle).toMatch(/^Termina el /);
    await buy(s.t.app, await freshHeaders(s.t, student), 'sessions_1');
    expect(await spanishMessagesOf(student)).toContain('¡Gracias por tu compra! 1 Session se añadió a tu saldo.');
    const method = await s.t.app.inject({
      method: 'GET',
      url: '/api/payment-methods/default',
      headers: (await freshHeaders(s.t, student)).headers,
    });
    expect(method.json().text).toBe('Visa terminada en 1881');
  });

  it('renews once when its timer fires on two nodes at the same time', async () => {
    const student = await subscriber();
    const node = await s.t.node();
    const before = await subscriptionOf(student);
    await toPeriodEnd(student);
    await Promise.all([
      s.t.app.timerService.runDue(),
      node.timerService.runDue(),
      s.t.app.timerService.runDue(),
      node.timerService.runDue(),
    ]);
    await Promise.all([s.t.app.timerService.runDue(), node.timerService.runDue()]);
    expect(await renewalChargesOf(student)).toBe(1);
    const renewals = await renewalsOf(student);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({
      productId: 'monthly_plan',
      amountCents: 2999,
      subscriptionId: before?.id,
      periodStart: before?.currentPeriodEnd,
    });
    expect(await ledger.balance(s.t.db, student.id)).toEqual({ sessionCount: 16, creditCount: 2 });
    const after = await subscriptionOf(student);
    expect(after?.currentPeriodEnd.getTime()).toBe(
      new Date(before?.currentPeriodEnd.getTime() ?? 0).setUTCMonth((before?.currentPeriodEnd.getUTCMonth() ?? 0) + 1),
    );
    expect(await messagesOf(student)).toContain("Your Monthly plan has renewed: this month's sessions have been added to your balance.");
    expect((await bundle(student)).profile.num_of_purchase).toBe(2);
  });

  it('renews after a restart: the timer row outlives the process', async () => {
    const student = await subscriber();
    await toPeriodEnd(student);
    await s.t.restart();
    expect(await s.t.app.timerService.runDue()).toBeGreaterThanOrEqual(1);
    expect(await renewalsOf(student)).toHaveLength(1);
    expect(s.t.publisher.on(CHANNELS.privateStudent(student.id), 'balanceUpdated')).toEqual([
      { balance: { session_count: 16, credit_count: 2 } },
    ]);
  });

  it('turns auto-renew off and tells the student when the renewal is declined; the plan ends after the grace', async () => {
    const student = await subscriber();
    await addMethod(s.t.app, await freshHeaders(s.t, student), 'fake-processor-declined-visa-nonce', true);
    const published = s.t.publisher.sent.length;
    await toPeriodEnd(student);
    await s.t.app.timerService.runDue();
    expect(await renewalChargesOf(student)).toBe(0);
    expect(await renewalsOf(student)).toEqual([]);
    expect(await subscriptionOf(student)).toMatchObject({ autoRenew: false, autoPay: true });
    expect(await messagesOf(student)).toContain(
      'We could not renew your Monthly plan: the payment did not go through. Auto-renew is now off; turn it on in the Store to try again.',
    );
    const [row] = await s.t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, student.id), eq(notifications.icon, 'payment_failed')));
    expect(row).toMatchObject({ isRead: false, qid: null });
    // No balance moved; only the notification reaches the open app.
    expect(
      s.t.publisher.sent
        .slice(published)
        .filter((p) => p.channels.includes(CHANNELS.privateStudent(student.id)))
        .map((p) => p.event),
    ).toEqual(['notificationCreated']);
    expect((await bundle(student)).subscription?.subtitle).toMatch(/^Your plan ended on /);
    expect(await ledger.balance(s.t.db, student.id)).toEqual({ sessionCount: 8, creditCount: 1 });

    s.clock.advance(RENEWAL_GRACE_S);
    await s.t.app.timerService.runDue();
    expect(await subscriptionOf(student)).toBeNull();
    expect((await bundle(student)).subscription).toBeNull();
  });

  it('renews at once when auto-renew is turned back on within the grace, with a working card', async () => {
    const student = await subscriber();
    await addMethod(s.t.app, await freshHeaders(s.t, student), 'fake-processor-declined-visa-nonce', true);
    await toPeriodEnd(student);
    await s.t.app.timerService.runDue();
    expect(await subscriptionOf(student)).toMatchObject({ autoRenew: false });
    s.clock.advance(DAY_S);
    await addMethod(s.t.app, await freshHeaders(s.t, student), 'fake-valid-mastercard-nonce', true);
    expect((await auto(student, 'renew', true)).statusCode).toBe(200);
    await s.t.app.timerService.runDue();
    expect(await renewalsOf(student)).toHaveLength(1);
    expect(await subscriptionOf(student)).toMatchObject({ autoRenew: true });
  });

  it('fails the renewal while auto-pay is off', async () => {
    const student = await subscriber();
    await auto(student, 'pay', false);
    await toPeriodEnd(student);
    await s.t.app.timerService.runDue();
    expect(await renewalChargesOf(student)).toBe(0);
    expect(await subscriptionOf(student)).toMatchObject({ autoRenew: false });
    expect((await messagesOf(student)).some((m) => m.startsWith('We could not renew your Monthly plan'))).toBe(true);
  });

  it('ends the plan at its period end when the student turned auto-renew off', async () => {
    const student = await subscriber();
    await auto(student, 'renew', false);
    const sub = await subscriptionOf(student);
    await toPeriodEnd(student);
    await s.t.app.timerService.runDue();
    expect(s.gateway.charges.filter((c) => c.orderId?.startsWith(`renewal-${sub?.id}-`))).toEqual([]);
    expect(await subscriptionOf(student)).toBeNull();
    expect(await messagesOf(student)).toHaveLength(1);
  });

  it('extends a running plan bought again from the end of its period', async () => {
    const student = await subscriber();
    const first = await subscriptionOf(student);
    await buy(s.t.app, await freshHeaders(s.t, student), 'monthly_plan');
    const second = await subscriptionOf(student);
    expect(second?.id).toBe(first?.id);
    expect(second?.currentPeriodEnd.getTime()).toBe(
      new Date(first?.currentPeriodEnd.getTime() ?? 0).setUTCMonth((first?.currentPeriodEnd.getUTCMonth() ?? 0) + 1),
    );
    s.clock.advance((first!.currentPeriodEnd.getTime() - s.clock.now().getTime()) / 1000 + 1);
    await s.t.app.timerService.runDue();
    expect(await renewalsOf(student)).toEqual([]);
  });
});
