import type braintree from 'braintree';
import type { BraintreeSettings } from '../../core/config';
import type { GatewayCustomer, GatewayFailure, GatewayResult, PaymentGateway, VaultedMethod } from './payment-gateway';
import { centsToAmount } from './payment-gateway';

/** The part of the SDK's `BraintreeGateway` this adapter calls (tests hand it a fake: the service is out of reach). */
export interface BraintreeSdk {
  clientToken: Pick<braintree.BraintreeGateway['clientToken'], 'generate'>;
  customer: Pick<braintree.BraintreeGateway['customer'], 'find' | 'create'>;
  paymentMethod: Pick<braintree.BraintreeGateway['paymentMethod'], 'create'>;
  transaction: Pick<braintree.BraintreeGateway['transaction'], 'sale' | 'refund' | 'void'>;
}

/** What `transaction.sale`, `refund` and `void` answer. */
type TransactionResponse = Awaited<ReturnType<BraintreeSdk['transaction']['sale']>>;

/** What the SDK exports beyond its type declarations: its catalogues of validation codes and error types. */
type SdkCatalogues = {
  ValidationErrorCodes: {
    Transaction: Record<'PaymentInstrumentNotSupportedByMerchantAccount' | 'PayPalNotEnabled' | 'CannotRefundUnlessSettled', string>;
    AndroidPayCard: Record<'AndroidPayCardsAreNotAccepted', string>;
    ApplePayCard: Record<'ApplePayCardsAreNotAccepted', string>;
  };
  errorTypes: Record<'notFoundError', string>;
};

/** The SDK with the codes the mapping reads from it. */
interface BraintreeLibrary {
  sdk: typeof braintree;
  codes: SdkCatalogues['ValidationErrorCodes'];
  errorTypes: SdkCatalogues['errorTypes'];
  /** Validation codes that mean "this kind of method cannot be charged here" rather than "this method is bad". */
  notSupportedCodes: Set<string>;
}

// The SDK is loaded when the adapter is first built or called, not with the server: only a Braintree setup needs it.
let libraryLoad: Promise<BraintreeLibrary> | undefined;

function loadBraintree(): Promise<BraintreeLibrary> {
  libraryLoad ??= import('braintree').then(({ default: sdk }) => {
    const { ValidationErrorCodes: codes, errorTypes } = sdk as unknown as SdkCatalogues;
    const notSupportedCodes = new Set([
      codes.Transaction.PaymentInstrumentNotSupportedByMerchantAccount,
      codes.Transaction.PayPalNotEnabled,
      codes.AndroidPayCard.AndroidPayCardsAreNotAccepted,
      codes.ApplePayCard.ApplePayCardsAreNotAccepted,
    ]);
    return { sdk, codes, errorTypes, notSupportedCodes };
  });
  return libraryLoad;
}

function failure(reason: GatewayFailure['reason'], detail: string): GatewayFailure {
  return { ok: false, reason, detail };
}

function validationCodes(result: {
  errors?: braintree.ValidationErrorsCollection;
}): { code: string; attribute: string; message: string }[] {
  return result.errors?.deepErrors?.() ?? [];
}

/** Maps a vaulted SDK payment method to what the store keeps; null for kinds the store does not take (Venmo, ...). */
function mapPaymentMethod(method: unknown, { sdk: braintree }: BraintreeLibrary): Omit<VaultedMethod, 'token'> | null {
  if (method instanceof braintree.PayPalAccount)
    return { methodType: 'paypal_account', cardType: 'PayPal', last4: null, email: method.email };
  if (method instanceof braintree.AndroidPayCard)
    return {
      methodType: 'android_pay_card',
      cardType: method.virtualCardType || method.sourceCardType,
      last4: method.virtualCardLast4 || method.sourceCardLast4 || null,
      email: null,
    };
  if (method instanceof braintree.ApplePayCard)
    return { methodType: 'apple_pay_card', cardType: method.cardType, last4: method.last4 || null, email: null };
  if (method instanceof braintree.CreditCard)
    return { methodType: 'credit_card', cardType: method.cardType, last4: method.last4 || null, email: null };
  return null;
}

/** Maps the SDK's answer to `paymentMethod.create`. */
function mapVaultResult(
  result: Awaited<ReturnType<BraintreeSdk['paymentMethod']['create']>>,
  lib: BraintreeLibrary,
): GatewayResult<{ method: VaultedMethod }> {
  if (result.success) {
    const method = result.paymentMethod as unknown as { token?: string };
    const shown = mapPaymentMethod(method, lib);
    if (!shown || !method.token)
      return failure('not_supported', `payment method of another kind: ${method?.constructor?.name ?? 'unknown'}`);
    return { ok: true, method: { ...shown, token: method.token } };
  }
  const verification = (result as { verification?: { status?: string; processorResponseText?: string } }).verification;
  if (verification?.status && verification.status !== 'verified')
    return failure('declined', `verification ${verification.status}: ${verification.processorResponseText ?? ''}`);
  const codes = validationCodes(result);
  if (codes.some((e) => lib.notSupportedCodes.has(e.code))) return failure('not_supported', codes.map((e) => e.code).join(','));
  return failure('invalid_method', codes.map((e) => `${e.code} ${e.message}`).join('; ') || result.message);
}

/** Maps the SDK's answer to `transaction.sale` (or `refund` / `void`). */
function mapTransactionResult(result: TransactionResponse, lib: BraintreeLibrary): GatewayResult<{ transactionId: string }> {
  const transaction = result.transaction as braintree.Transaction | undefined;
  if (result.success && transaction) return { ok: true, transactionId: transaction.id };
  if (transaction) {
    // The processor or the gateway itself declined: the student's card, not our request.
    if (transaction.status === 'gateway_rejected')
      return failure('declined', `gateway rejected: ${transaction.gatewayRejectionReason ?? ''}`);
    return failure('declined', `${transaction.status}: ${transaction.processorResponseCode} ${transaction.processorResponseText}`);
  }
  const codes = validationCodes(result);
  if (codes.some((e) => lib.notSupportedCodes.has(e.code))) return failure('not_supported', codes.map((e) => e.code).join(','));
  // A method Braintree does not know (deleted, another merchant's) is the student's to replace; any other
  // validation error is a request we built wrongly, which a retry will not fix either.
  if (codes.some((e) => /payment_?method|credit_?card|paypal|token/i.test(e.attribute)))
    return failure('invalid_method', codes.map((e) => `${e.code} ${e.message}`).join('; '));
  return failure('unavailable', codes.map((e) => `${e.code} ${e.message}`).join('; ') || result.message);
}

/** Maps an exception of the SDK (network, authentication, server error) to "no answer". */
function mapThrown(err: unknown): GatewayFailure {
  const type = (err as { type?: string } | null)?.type;
  const message = err instanceof Error ? err.message : String(err);
  return failure('unavailable', `${type ?? 'error'}: ${message}`);
}

/**
 * The Braintree adapter over the official SDK (server side of the drop-in): customers are `ps-{uid}`, methods
 * are vaulted without a verification charge (a decline shows at purchase time, as in the sandbox), sales are
 * submitted for settlement at once, and a refund of an unsettled sale becomes a void.
 */
export class BraintreeGateway implements PaymentGateway {
  readonly kind = 'braintree' as const;

  constructor(private readonly sdk: BraintreeSdk) {}

  async clientToken(customer: GatewayCustomer): Promise<GatewayResult<{ clientToken: string }>> {
    try {
      // With the customer when Braintree knows it already, so the drop-in lists the methods on file.
      const known = await this.customerExists(customer.id);
      const result = await this.sdk.clientToken.generate(known ? { customerId: customer.id } : {});
      if (!result.success || !result.clientToken) return failure('unavailable', result.message);
      return { ok: true, clientToken: result.clientToken };
    } catch (err) {
      return mapThrown(err);
    }
  }

  async vaultPaymentMethod(nonce: string, customer: GatewayCustomer): Promise<GatewayResult<{ method: VaultedMethod }>> {
    try {
      if (!(await this.customerExists(customer.id))) {
        const created = await this.sdk.customer.create({ id: customer.id, ...(customer.email ? { email: customer.email } : {}) });
        if (!created.success) return failure('unavailable', `customer: ${created.message}`);
      }
      const result = await this.sdk.paymentMethod.create({
        customerId: customer.id,
        paymentMethodNonce: nonce,
        options: { makeDefault: true, verifyCard: false },
      });
      return mapVaultResult(result, await loadBraintree());
    } catch (err) {
      return mapThrown(err);
    }
  }

  async charge(methodToken: string, amountCents: number, orderId: string): Promise<GatewayResult<{ transactionId: string }>> {
    try {
      const result = await this.sdk.transaction.sale({
        amount: centsToAmount(amountCents),
        paymentMethodToken: methodToken,
        orderId,
        options: { submitForSettlement: true },
      });
      return mapTransactionResult(result, await loadBraintree());
    } catch (err) {
      return mapThrown(err);
    }
  }

  async refund(transactionId: string, amountCents: number): Promise<GatewayResult<{ refundId: string }>> {
    try {
      const refunded = await this.sdk.transaction.refund(transactionId, centsToAmount(amountCents));
      const lib = await loadBraintree();
      let mapped = mapTransactionResult(refunded, lib);
      // Braintree refuses to refund a sale that has not settled yet: void it instead.
      if (!mapped.ok && validationCodes(refunded).some((e) => e.code === lib.codes.Transaction.CannotRefundUnlessSettled)) {
        const voided = await this.sdk.transaction.void(transactionId);
        mapped = mapTransactionResult(voided, lib);
      }
      return mapped.ok ? { ok: true, refundId: mapped.transactionId } : mapped;
    } catch (err) {
      return mapThrown(err);
    }
  }

  private async customerExists(id: string): Promise<boolean> {
    try {
      await this.sdk.customer.find(id);
      return true;
    } catch (err) {
      if ((err as { type?: string } | null)?.type === (await loadBraintree()).errorTypes.notFoundError) return false;
      throw err;
    }
  }
}

/** The adapter over a real SDK gateway for these credentials (loads the SDK: called only when Braintree is configured). */
export async function createBraintreeGateway(settings: BraintreeSettings): Promise<BraintreeGateway> {
  const { sdk: braintree } = await loadBraintree();
  const sdk = new braintree.BraintreeGateway({
    environment: settings.environment === 'production' ? braintree.Environment.Production : braintree.Environment.Sandbox,
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  });
  return new BraintreeGateway(sdk);
}
