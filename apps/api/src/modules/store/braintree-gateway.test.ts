import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { type BraintreeSdk, BraintreeGateway } from './braintree-gateway';
import { GATEWAY_FAILURE_ERRORS } from './payment-gateway';

/*
 * Braintree cannot be reached from here, so its adapter is tested on its mapping only: the SDK's gateway
 * object is replaced by a fake (the one place a fake is right: the network service is out of reach) whose
 * answers are built by the SDK's own classes from the JSON Braintree sends, exactly as the SDK builds them.
 */
const require = createRequire(import.meta.url);
type Attributes = Record<string, unknown>;
const sdk = require('braintree') as {
  Transaction: new (attributes: Attributes, gateway?: unknown) => unknown;
  exceptions: Record<string, (message?: string) => Error>;
};
const { ErrorResponse } = require('braintree/lib/braintree/error_response') as { ErrorResponse: new (attributes: Attributes) => unknown };
const { PaymentMethodParser } = require('braintree/lib/braintree/payment_method_parser') as {
  PaymentMethodParser: { parsePaymentMethod(response: Attributes): unknown };
};

/** What Braintree answers to a call, as the SDK hands it over. */
const answers = {
  vaulted: (response: Attributes) => ({ success: true, paymentMethod: PaymentMethodParser.parsePaymentMethod(response) }),
  sold: (transaction: Attributes) => ({ success: true, transaction: new sdk.Transaction(transaction) }),
  error: (attributes: Attributes) => new ErrorResponse(attributes),
  validation: (scope: string, errors: { attribute: string; code: string; message: string }[]) =>
    new ErrorResponse({ message: errors.map((e) => e.message).join('\n'), errors: { [scope]: { errors } }, params: {} }),
};

class FakeBraintree {
  readonly calls: { name: string; args: unknown[] }[] = [];
  readonly customers = new Set<string>();
  next: { vault?: unknown; sale?: unknown; refund?: unknown; void?: unknown; thrown?: Error } = {};

  private answer(name: string, args: unknown[], value: unknown): Promise<unknown> {
    this.calls.push({ name, args });
    if (this.next.thrown) return Promise.reject(this.next.thrown);
    return Promise.resolve(value);
  }

  readonly clientToken = {
    generate: (req: { customerId?: string }) =>
      this.answer('clientToken.generate', [req], { success: true, clientToken: `token-for-${req.customerId ?? 'anyone'}` }),
  };

  readonly customer = {
    find: (id: string) => {
      this.calls.push({ name: 'customer.find', args: [id] });
      return this.customers.has(id) ? Promise.resolve({ id }) : Promise.reject(sdk.exceptions.NotFoundError!('Not Found'));
    },
    create: (req: { id: string }) => {
      this.customers.add(req.id);
      return this.answer('customer.create', [req], { success: true, customer: { id: req.id } });
    },
  };

  readonly paymentMethod = { create: (req: unknown) => this.answer('paymentMethod.create', [req], this.next.vault) };
  readonly transaction = {
    sale: (req: unknown) => this.answer('transaction.sale', [req], this.next.sale),
    refund: (id: string, amount: string) => this.answer('transaction.refund', [id, amount], this.next.refund),
    void: (id: string) => this.answer('transaction.void', [id], this.next.void),
  };
}

function adapter(): { fake: FakeBraintree; gateway: BraintreeGateway } {
  const fake = new FakeBraintree();
  return { fake, gateway: new BraintreeGateway(fake as unknown as BraintreeSdk) };
}

const customer = { id: 'ps-7', email: 'buyer@test.test' };

describe('Braintree adapter: vaulting a payment method', () => {
  it('creates the customer once, then vaults without a verification charge and as the default', async () => {
    const { fake, gateway } = adapter();
    fake.next.vault = answers.vaulted({ creditCard: { token: 'cc-1', cardType: 'Visa', last4: '1111', maskedNumber: '411111******1111' } });
    await gateway.vaultPaymentMethod('nonce-1', customer);
    await gateway.vaultPaymentMethod('nonce-2', customer);
    expect(fake.calls.filter((c) => c.name === 'customer.create')).toEqual([
      { name: 'customer.create', args: [{ id: 'ps-7', email: 'buyer@test.test' }] },
    ]);
    expect(fake.calls.find((c) => c.name === 'paymentMethod.create')?.args[0]).toEqual({
      customerId: 'ps-7',
      paymentMethodNonce: 'nonce-1',
      options: { makeDefault: true, verifyCard: false },
    });
  });

  it.each([
    [
      'a card',
      { creditCard: { token: 'cc-1', cardType: 'Visa', last4: '1111' } },
      { token: 'cc-1', methodType: 'credit_card', cardType: 'Visa', last4: '1111', email: null },
    ],
    [
      'a MasterCard',
      { creditCard: { token: 'cc-2', cardType: 'MasterCard', last4: '4444' } },
      { token: 'cc-2', methodType: 'credit_card', cardType: 'MasterCard', last4: '4444', email: null },
    ],
    [
      'a PayPal account',
      { paypalAccount: { token: 'pp-1', email: 'jane.doe@example.com' } },
      { token: 'pp-1', methodType: 'paypal_account', cardType: 'PayPal', last4: null, email: 'jane.doe@example.com' },
    ],
    [
      'a Google Pay (Android Pay) card',
      {
        androidPayCard: {
          token: 'ap-1',
          virtualCardType: 'Discover',
          virtualCardLast4: '1117',
          sourceCardType: 'Visa',
          sourceCardLast4: '1111',
        },
      },
      { token: 'ap-1', methodType: 'android_pay_card', cardType: 'Discover', last4: '1117', email: null },
    ],
    [
      'an Apple Pay card',
      { applePayCard: { token: 'apl-1', cardType: 'Apple Pay - Visa', last4: '1881' } },
      { token: 'apl-1', methodType: 'apple_pay_card', cardType: 'Apple Pay - Visa', last4: '1881', email: null },
    ],
  ])('maps %s', async (_name, response, method) => {
    const { fake, gateway } = adapter();
    fake.next.vault = answers.vaulted(response);
    expect(await gateway.vaultPaymentMethod('nonce', customer)).toEqual({ ok: true, method });
  });

  it('refuses a kind of method the store does not take (Venmo) as not supported', async () => {
    const { fake, gateway } = adapter();
    fake.next.vault = answers.vaulted({ venmoAccount: { token: 'v-1', username: 'venmojoe' } });
    expect(await gateway.vaultPaymentMethod('nonce', customer)).toMatchObject({ ok: false, reason: 'not_supported' });
  });

  it('maps validation errors of the nonce to an invalid method (40401)', async () => {
    const { fake, gateway } = adapter();
    fake.next.vault = answers.validation('paymentMethod', [
      { attribute: 'payment_method_nonce', code: '91565', message: 'Unknown or expired payment_method_nonce.' },
    ]);
    const result = await gateway.vaultPaymentMethod('fake-unknown', customer);
    expect(result).toMatchObject({ ok: false, reason: 'invalid_method' });
    expect(GATEWAY_FAILURE_ERRORS[result.ok ? 'unavailable' : result.reason]).toBe('INVALID_PAYMENT_METHOD');
  });

  it('maps a merchant account that takes no Google Pay cards to not supported (40400)', async () => {
    const { fake, gateway } = adapter();
    fake.next.vault = answers.validation('paymentMethod', [
      { attribute: 'base', code: '83708', message: 'Android Pay Cards are not accepted.' },
    ]);
    expect(await gateway.vaultPaymentMethod('nonce', customer)).toMatchObject({ ok: false, reason: 'not_supported' });
  });

  it('maps a failed verification to a decline (40402)', async () => {
    const { fake, gateway } = adapter();
    fake.next.vault = answers.error({
      message: 'Do Not Honor',
      errors: {},
      verification: { status: 'processor_declined', processorResponseText: 'Do Not Honor' },
    });
    expect(await gateway.vaultPaymentMethod('nonce', customer)).toMatchObject({ ok: false, reason: 'declined' });
  });
});

describe('Braintree adapter: charges', () => {
  it('sells the amount in dollars, submitted for settlement, with our order id', async () => {
    const { fake, gateway } = adapter();
    fake.next.sale = answers.sold({ id: 'tx-1', status: 'submitted_for_settlement', amount: '9.99' });
    expect(await gateway.charge('cc-1', 999, 'purchase-42')).toEqual({ ok: true, transactionId: 'tx-1' });
    expect(fake.calls.at(-1)).toEqual({
      name: 'transaction.sale',
      args: [{ amount: '9.99', paymentMethodToken: 'cc-1', orderId: 'purchase-42', options: { submitForSettlement: true } }],
    });
  });

  it('maps a processor decline to a failed transaction (40402)', async () => {
    const { fake, gateway } = adapter();
    fake.next.sale = answers.error({
      message: 'Do Not Honor',
      errors: {},
      params: {},
      transaction: { id: 'tx-2', status: 'processor_declined', processorResponseCode: '2000', processorResponseText: 'Do Not Honor' },
    });
    const result = await gateway.charge('cc-1', 999, 'o');
    expect(result).toEqual({ ok: false, reason: 'declined', detail: 'processor_declined: 2000 Do Not Honor' });
    expect(GATEWAY_FAILURE_ERRORS.declined).toBe('TRANSACTION_FAILED');
  });

  it('maps a gateway rejection (fraud, CVV, AVS) to a failed transaction', async () => {
    const { fake, gateway } = adapter();
    fake.next.sale = answers.error({
      message: 'Gateway Rejected: cvv',
      errors: {},
      transaction: { id: 'tx-3', status: 'gateway_rejected', gatewayRejectionReason: 'cvv' },
    });
    expect(await gateway.charge('cc-1', 999, 'o')).toEqual({ ok: false, reason: 'declined', detail: 'gateway rejected: cvv' });
  });

  it('maps an unknown payment method token to an invalid method (40401)', async () => {
    const { fake, gateway } = adapter();
    fake.next.sale = answers.validation('transaction', [
      { attribute: 'payment_method_token', code: '91518', message: 'Payment method token is invalid.' },
    ]);
    expect(await gateway.charge('gone', 999, 'o')).toMatchObject({ ok: false, reason: 'invalid_method' });
  });

  it('maps an instrument the merchant account does not take to not supported (40400)', async () => {
    const { fake, gateway } = adapter();
    fake.next.sale = answers.validation('transaction', [
      { attribute: 'base', code: '91577', message: 'Merchant account does not support payment instrument.' },
    ]);
    expect(await gateway.charge('ap-1', 999, 'o')).toMatchObject({ ok: false, reason: 'not_supported' });
  });

  it('maps a PayPal method the merchant account cannot charge to not supported (40400)', async () => {
    const { fake, gateway } = adapter();
    fake.next.sale = answers.validation('transaction', [
      { attribute: 'base', code: '91576', message: 'PayPal is not enabled for your merchant account.' },
    ]);
    expect(await gateway.charge('pp-1', 999, 'o')).toMatchObject({ ok: false, reason: 'not_supported' });
  });

  it('maps other validation errors (our request) to an unavailable gateway', async () => {
    const { fake, gateway } = adapter();
    fake.next.sale = answers.validation('transaction', [{ attribute: 'amount', code: '81503', message: 'Amount is an invalid format.' }]);
    expect(await gateway.charge('cc-1', 999, 'o')).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(GATEWAY_FAILURE_ERRORS.unavailable).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
  });

  it.each(['AuthenticationError', 'ServerError', 'GatewayTimeoutError', 'ServiceUnavailableError'])(
    'maps an SDK %s to an unavailable gateway, never a throw',
    async (name) => {
      const { fake, gateway } = adapter();
      fake.next.thrown = sdk.exceptions[name]!('boom');
      expect(await gateway.charge('cc-1', 999, 'o')).toMatchObject({ ok: false, reason: 'unavailable' });
      expect(await gateway.clientToken(customer)).toMatchObject({ ok: false, reason: 'unavailable' });
    },
  );
});

describe('Braintree adapter: client token and refunds', () => {
  it('asks a client token for a known customer, and an anonymous one before the first method', async () => {
    const { fake, gateway } = adapter();
    expect(await gateway.clientToken(customer)).toEqual({ ok: true, clientToken: 'token-for-anyone' });
    fake.customers.add('ps-7');
    expect(await gateway.clientToken(customer)).toEqual({ ok: true, clientToken: 'token-for-ps-7' });
  });

  it('refunds a settled sale', async () => {
    const { fake, gateway } = adapter();
    fake.next.refund = answers.sold({ id: 'rf-1', type: 'credit', status: 'submitted_for_settlement' });
    expect(await gateway.refund('tx-1', 999)).toEqual({ ok: true, refundId: 'rf-1' });
    expect(fake.calls.at(-1)).toEqual({ name: 'transaction.refund', args: ['tx-1', '9.99'] });
  });

  it('voids a sale that has not settled yet (Braintree refuses to refund it)', async () => {
    const { fake, gateway } = adapter();
    fake.next.refund = answers.validation('transaction', [
      { attribute: 'base', code: '91506', message: 'Cannot refund a transaction unless it is settled.' },
    ]);
    fake.next.void = answers.sold({ id: 'tx-1', status: 'voided' });
    expect(await gateway.refund('tx-1', 999)).toEqual({ ok: true, refundId: 'tx-1' });
    expect(fake.calls.map((c) => c.name)).toEqual(['transaction.refund', 'transaction.void']);
  });

  it('reports a refund Braintree refuses', async () => {
    const { fake, gateway } = adapter();
    fake.next.refund = answers.validation('transaction', [
      { attribute: 'base', code: '91512', message: 'Transaction has already been completely refunded.' },
    ]);
    expect(await gateway.refund('tx-1', 999)).toMatchObject({ ok: false });
  });
});
