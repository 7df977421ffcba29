import { type DatabaseHandle, sandboxCardNonces } from '@photostudy/db';
import { openTestDatabase, testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../core/clock';
import { SANDBOX_PAYPAL_EMAIL, SandboxGateway } from './sandbox-gateway';
import { checkCardNumber, isUnexpired, passesLuhn } from './sandbox-test-cards';

const customer = { id: 'ps-1', email: 's@test.test' };

describe('sandbox test cards', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4000111111111115')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('knows the documented test cards and nothing else', () => {
    expect(checkCardNumber('4111111111111111')).toEqual({ kind: 'test_card', cardType: 'Visa', last4: '1111', isDeclined: false });
    expect(checkCardNumber('5555555555554444')).toEqual({ kind: 'test_card', cardType: 'MasterCard', last4: '4444', isDeclined: false });
    expect(checkCardNumber('4000111111111115')).toEqual({ kind: 'test_card', cardType: 'Visa', last4: '1115', isDeclined: true });
    expect(checkCardNumber('4012888888881881')).toEqual({ kind: 'unknown_card' });
    expect(checkCardNumber('1234567812345678')).toEqual({ kind: 'bad_number' });
  });

  it('lets a card run to the end of its expiry month', () => {
    const now = new Date('2027-03-31T23:59:00Z');
    expect(isUnexpired(3, 2027, now)).toBe(true);
    expect(isUnexpired(2, 2027, now)).toBe(false);
    expect(isUnexpired(12, 2026, now)).toBe(false);
  });
});

describe(`sandbox gateway (${testDatabaseKind()})`, () => {
  let handle: DatabaseHandle;
  let clock: FakeClock;
  let sandbox: SandboxGateway;
  beforeAll(async () => {
    handle = await openTestDatabase();
    clock = new FakeClock(new Date('2027-01-15T12:00:00Z'));
    sandbox = new SandboxGateway({ db: handle.db, clock, key: Buffer.from('k') });
  });
  afterAll(async () => handle.close());

  const tokenNow = async () => {
    const r = await sandbox.clientToken(customer);
    if (!r.ok) throw new Error('no client token');
    return r.clientToken;
  };
  const card = async (number: string, month = 12, year = 2030) =>
    sandbox.createCardNonce({ clientToken: await tokenNow(), number, expirationMonth: month, expirationYear: year });

  it('signs its client tokens and refuses forged or old ones', async () => {
    const token = await tokenNow();
    expect(sandbox.isClientTokenValid(token)).toBe(true);
    expect(sandbox.isClientTokenValid(`${token}x`)).toBe(false);
    expect(sandbox.isClientTokenValid('abc')).toBe(false);
    const other = new SandboxGateway({ db: handle.db, clock, key: Buffer.from('other') });
    expect(other.isClientTokenValid(token)).toBe(false);
    clock.advance(25 * 3600);
    expect(sandbox.isClientTokenValid(token)).toBe(false);
  });

  it.each([
    ['fake-valid-nonce', 'credit_card', 'Visa', '1881', null],
    ['fake-valid-visa-nonce', 'credit_card', 'Visa', '1881', null],
    ['fake-valid-mastercard-nonce', 'credit_card', 'MasterCard', '4444', null],
    ['fake-processor-declined-visa-nonce', 'credit_card', 'Visa', '1115', null],
    ['fake-paypal-billing-agreement-nonce', 'paypal_account', 'PayPal', null, SANDBOX_PAYPAL_EMAIL],
    ['fake-android-pay-nonce', 'android_pay_card', 'Visa', '1111', null],
    ['fake-apple-pay-visa-nonce', 'apple_pay_card', 'Apple Pay - Visa', '1881', null],
  ])('vaults %s as %s', async (nonce, methodType, cardType, last4, email) => {
    const vaulted = await sandbox.vaultPaymentMethod(nonce);
    expect(vaulted).toMatchObject({ ok: true, method: { methodType, cardType, last4, email } });
  });

  it('charges like Braintree: valid cards and PayPal settle, the declined card fails, mobile wallets are refused', async () => {
    const charge = async (nonce: string) => {
      const v = await sandbox.vaultPaymentMethod(nonce);
      if (!v.ok) throw new Error(nonce);
      return sandbox.charge(v.method.token, 999, 'order-1');
    };
    expect(await charge('fake-valid-nonce')).toMatchObject({ ok: true });
    expect(await charge('fake-paypal-billing-agreement-nonce')).toMatchObject({ ok: true });
    expect(await charge('fake-processor-declined-visa-nonce')).toMatchObject({ ok: false, reason: 'declined' });
    expect(await charge('fake-android-pay-nonce')).toMatchObject({ ok: false, reason: 'not_supported' });
    expect(await charge('fake-apple-pay-visa-nonce')).toMatchObject({ ok: false, reason: 'not_supported' });
    expect(await sandbox.charge('not-a-token', 999, 'order-1')).toMatchObject({ ok: false, reason: 'invalid_method' });
    expect(await sandbox.vaultPaymentMethod('fake-unknown-nonce')).toMatchObject({ ok: false, reason: 'invalid_method' });
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'refuses %s as a nonce (no inherited property is a test nonce)',
    async (nonce) => {
      expect(await sandbox.vaultPaymentMethod(nonce)).toMatchObject({ ok: false, reason: 'invalid_method' });
    },
  );

  it('turns a test card into a single-use nonce that keeps only brand and last 4', async () => {
    const made = await card('4111111111111111');
    if (!made.ok) throw new Error('refused');
    expect(made).toMatchObject({ cardType: 'Visa', last4: '1111' });
    const vaulted = await sandbox.vaultPaymentMethod(made.nonce);
    expect(vaulted).toMatchObject({ ok: true, method: { methodType: 'credit_card', cardType: 'Visa', last4: '1111' } });
    expect(await sandbox.vaultPaymentMethod(made.nonce)).toMatchObject({ ok: false, reason: 'invalid_method' });
    const rows = await handle.db.select().from(sandboxCardNonces);
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
  });

  it('lets a card nonce expire after 3 hours', async () => {
    const made = await card('5555555555554444');
    if (!made.ok) throw new Error('refused');
    clock.advance(3 * 3600 + 1);
    expect(await sandbox.vaultPaymentMethod(made.nonce)).toMatchObject({ ok: false, reason: 'invalid_method' });
  });

  it('refuses bad numbers, expired cards, unknown cards and bad client tokens', async () => {
    expect(await card('4111111111111112')).toEqual({ ok: false, reason: 'bad_number' });
    expect(await card('4111111111111111', 1, 2020)).toEqual({ ok: false, reason: 'expired' });
    expect(await card('4012888888881881')).toEqual({ ok: false, reason: 'unknown_card' });
    expect(
      await sandbox.createCardNonce({ clientToken: 'forged', number: '4111111111111111', expirationMonth: 1, expirationYear: 2030 }),
    ).toEqual({
      ok: false,
      reason: 'bad_client_token',
    });
  });

  it('declines the declined test card at charge time, not at vault time', async () => {
    const made = await card('4000111111111115');
    if (!made.ok) throw new Error('refused');
    const vaulted = await sandbox.vaultPaymentMethod(made.nonce);
    if (!vaulted.ok) throw new Error('not vaulted');
    expect(await sandbox.charge(vaulted.method.token, 999, 'o')).toMatchObject({ ok: false, reason: 'declined' });
  });

  it('refunds at most what was charged', async () => {
    const vaulted = await sandbox.vaultPaymentMethod('fake-valid-nonce');
    if (!vaulted.ok) throw new Error('not vaulted');
    const charged = await sandbox.charge(vaulted.method.token, 1000, 'o');
    if (!charged.ok) throw new Error('not charged');
    expect(await sandbox.refund(charged.transactionId, 600)).toMatchObject({ ok: true });
    expect(await sandbox.refund(charged.transactionId, 500)).toMatchObject({ ok: false, reason: 'declined' });
    expect(await sandbox.refund(charged.transactionId, 400)).toMatchObject({ ok: true });
    expect(await sandbox.refund('sbx_nothing', 1)).toMatchObject({ ok: false, reason: 'invalid_method' });
  });
});
