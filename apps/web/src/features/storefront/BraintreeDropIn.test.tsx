import { toCamelDeep, type ClientConfig } from '@photostudy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANSWERS, mockApi } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { PaymentMethodEntry } from './PaymentMethodEntry';
import { callsTo, sentBody, WIRE_VISA } from './storeTestData';

// Braintree's Drop-in needs Braintree's servers; here it is replaced by a stand-in that records how it was created.
const dropin = vi.hoisted(() => ({
  create: vi.fn(),
  requestPaymentMethod: vi.fn(),
  teardown: vi.fn(async () => undefined),
}));
vi.mock('braintree-web-drop-in', () => ({ create: dropin.create }));

const LOAD = { timeout: 3000 };

function braintreeConfig(): ClientConfig {
  const wire = DEFAULT_ANSWERS['GET /api/client-config']!.body as Record<string, unknown>;
  return toCamelDeep({ ...wire, payment_gateway: 'braintree' }) as unknown as ClientConfig;
}

function renderEntry(language: 'en' | 'es' = 'en') {
  const api = mockApi({
    'GET /api/payments/braintree': { body: { client_token: 'braintree-client-token' } },
    'POST /api/payment-methods': { body: WIRE_VISA },
  });
  const onAdded = vi.fn();
  const system = { maintenance: false, forceUpgrading: false, version: '1', hasLoadedStatus: true, clientConfig: braintreeConfig() };
  const utils = renderWithProviders(<PaymentMethodEntry pendingPackage={null} onAdded={onAdded} onBack={vi.fn()} titleOrder={2} />, {
    state: { system },
    language,
  });
  return { ...api, ...utils, onAdded };
}

describe('Braintree Drop-in entry', () => {
  beforeEach(() => {
    dropin.create.mockResolvedValue({ requestPaymentMethod: dropin.requestPaymentMethod, teardown: dropin.teardown });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('creates Drop-in with the client token, card first then PayPal in the vault flow, and vaults its nonce', async () => {
    const user = userEvent.setup();
    dropin.requestPaymentMethod.mockResolvedValue({ nonce: 'braintree-nonce', type: 'CreditCard' });
    const { fetchMock, onAdded } = renderEntry('es');
    await vi.waitFor(() => expect(dropin.create).toHaveBeenCalledTimes(1), LOAD);
    expect(dropin.create.mock.calls[0]![0]).toMatchObject({
      authorization: 'braintree-client-token',
      locale: 'es_ES',
      paymentOptionPriority: ['card', 'paypal'],
      paypal: { flow: 'vault' },
    });
    expect(dropin.create.mock.calls[0]![0].container).toBe(screen.getByTestId('braintree-dropin'));
    expect(document.getElementById('braintree-dropin-stylesheet')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Número de tarjeta/ })).not.toBeInTheDocument();

    const save = screen.getByRole('button', { name: 'Guardar método de pago' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await vi.waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith({ text: 'Visa ending in 1111', cardType: 'Visa', methodType: 'credit_card' }),
    );
    expect(callsTo(fetchMock, 'POST', '/api/payment-methods').map(sentBody)).toEqual([
      { payment_method_nonce: 'braintree-nonce', is_default: true },
    ]);
  });

  it('shows the payment provider error when Drop-in cannot be created', async () => {
    dropin.create.mockRejectedValueOnce(new Error('network'));
    renderEntry();
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent('Unknown error occurred. Please refresh the page.');
  });

  it('leaves an incomplete form to Drop-in and reports other tokenize errors as provider errors', async () => {
    const user = userEvent.setup();
    dropin.requestPaymentMethod.mockRejectedValueOnce(new Error('No payment method is available.'));
    const { unmount } = renderEntry();
    const save = await screen.findByRole('button', { name: 'Save payment method' }, LOAD);
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    dropin.requestPaymentMethod.mockRejectedValueOnce(new Error('tokenization failed'));
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error occurred. Please refresh the page.');
    unmount();
    expect(dropin.teardown).toHaveBeenCalled();
  });
});
