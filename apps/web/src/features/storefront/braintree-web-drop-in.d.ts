/** The part of Braintree's Drop-in the app uses (the package ships no types). */
declare module 'braintree-web-drop-in' {
  /** Options of `dropin.create` (https://braintree.github.io/braintree-web-drop-in/docs/current/module-braintree-web-drop-in.html). */
  export interface DropinCreateOptions {
    authorization: string;
    container: HTMLElement;
    locale?: string;
    paymentOptionPriority?: ('card' | 'paypal')[];
    card?: { cardholderName?: boolean | { required: boolean } } | false;
    paypal?: { flow: 'vault' | 'checkout' };
    vaultManager?: boolean;
  }

  /** What `requestPaymentMethod` resolves with. */
  export interface PaymentMethodPayload {
    nonce: string;
    type: string;
  }

  /** A Drop-in on the page. */
  export interface Dropin {
    requestPaymentMethod(): Promise<PaymentMethodPayload>;
    teardown(): Promise<void>;
  }

  /** Creates a Drop-in in the container. */
  export function create(options: DropinCreateOptions): Promise<Dropin>;
}
