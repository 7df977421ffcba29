import { IDEMPOTENCY_KEY_HEADER, type LanguageCode } from '@photostudy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import type { MockAnswer } from '../../testing/mockApi';
import { callsTo, renderStorefront, sentHeaders } from './storeTestData';

const LOAD = { timeout: 3000 };

/** Price button names per language. */
const BUY_5: Record<LanguageCode, RegExp> = { en: /Buy 5 sessions/, es: /Comprar 5 sessions/ };

function failWith(code: number | string, status = 402): MockAnswer {
  return { status, body: { code, message: 'server text' } };
}

async function buyFive(language: LanguageCode, answer: MockAnswer) {
  const user = userEvent.setup();
  const utils = renderStorefront({ language, answers: { 'POST /api/payments/credit': answer } });
  const price = await screen.findByRole('button', { name: BUY_5[language] }, LOAD);
  await vi.waitFor(() => expect(price).toBeEnabled());
  await user.click(price);
  return { user, ...utils };
}

/** Each purchase error of spec 000 section 8, word for word in English and translated in Spanish. */
const CASES: { name: string; answer: MockAnswer; texts: Record<LanguageCode, [title: string, body: string, action: string]> }[] = [
  {
    name: '40400',
    answer: failWith(40400, 400),
    texts: {
      en: [
        'Not Supported Payment Method',
        'Your mobile payment method is not available and you need to choose a new method.',
        'Choose a new method',
      ],
      es: [
        'Método de pago no admitido',
        'Tu método de pago móvil no está disponible y debes elegir un método nuevo.',
        'Elegir un método nuevo',
      ],
    },
  },
  {
    name: '40401',
    answer: failWith(40401, 400),
    texts: {
      en: ['Invalid Payment Method', 'Please try again with a different method.', 'Choose a new method'],
      es: ['Método de pago no válido', 'Inténtalo de nuevo con un método diferente.', 'Elegir un método nuevo'],
    },
  },
  {
    name: '40402',
    answer: failWith(40402),
    texts: {
      en: ['Transaction Failed', 'Your payment did not go through and nothing was charged.', 'NEED HELP'],
      es: ['Transacción fallida', 'Tu pago no se completó y no se te cobró nada.', 'NECESITO AYUDA'],
    },
  },
  {
    name: 'any other error',
    answer: { status: 500, body: { code: 'APPLICATION_ERROR', message: 'boom' } },
    texts: {
      en: ['Error', 'An error has occurred during processing. Please try again.', 'OK'],
      es: ['Error', 'Se produjo un error durante el procesamiento. Inténtalo de nuevo.', 'Aceptar'],
    },
  },
];

describe('purchase errors', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const { name, answer, texts } of CASES) {
    for (const language of ['en', 'es'] as const) {
      it(`shows ${name} in ${language}`, async () => {
        await buyFive(language, answer);
        const [title, body, action] = texts[language];
        const dialog = await screen.findByRole('dialog', { name: title }, LOAD);
        expect(within(dialog).getByText(body)).toBeInTheDocument();
        expect(
          within(dialog).getByRole(action === 'NEED HELP' || action === 'NECESITO AYUDA' ? 'link' : 'button', { name: action }),
        ).toBeInTheDocument();
      });
    }
  }

  it('offers another method after 40400 and buys the same package with it', async () => {
    let answer: MockAnswer = failWith(40400, 400);
    const user = userEvent.setup();
    const { fetchMock } = renderStorefront({
      answers: {
        'POST /api/payments/credit': () => answer,
        'POST /api/payment-methods': { body: { text: 'student@paypal.test', card_type: 'PayPal', method_type: 'paypal_account' } },
      },
    });
    const price = await screen.findByRole('button', { name: BUY_5.en }, LOAD);
    await vi.waitFor(() => expect(price).toBeEnabled());
    await user.click(price);
    const dialog = await screen.findByRole('dialog', { name: 'Not Supported Payment Method' }, LOAD);
    await user.click(within(dialog).getByRole('button', { name: 'Choose a new method' }));
    expect(await screen.findByText('Add a payment method to buy 5 sessions for $24.99.')).toBeInTheDocument();
    answer = { body: { payment_method_type: 'paypal_account', transaction_amount: '24.99' } };
    await user.click(await screen.findByRole('button', { name: /PayPal/ }, LOAD));
    await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    const keys = callsTo(fetchMock, 'POST', '/api/payments/credit').map((call) => sentHeaders(call)[IDEMPOTENCY_KEY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('NEED HELP mails support with the version, browser user agent, device id and user id; Cancel closes', async () => {
    localStorage.setItem(STORAGE_KEYS.DEVICE_ID, 'device-123');
    const { user } = await buyFive('en', failWith(40402));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Failed' }, LOAD);
    const href = within(dialog).getByRole('link', { name: 'NEED HELP' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:')).toBe(true);
    const body = decodeURIComponent(href.split('body=')[1] ?? '');
    expect(body).toContain('My purchase of 5 sessions failed.');
    expect(body).toContain('Version: ');
    expect(body).toContain(navigator.userAgent);
    expect(body).toContain('device-123');
    expect(body).toMatch(/User ID: 7/);
    await expectNoSeriousAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction Failed' })).not.toBeInTheDocument());
  });

  it('retries a purchase whose answer was lost with the same key (the server charges once per key)', async () => {
    let attempts = 0;
    const { fetchMock } = renderStorefront({
      answers: { 'POST /api/payments/credit': { body: { payment_method_type: 'credit_card', transaction_amount: '24.99' } } },
    });
    const price = await screen.findByRole('button', { name: BUY_5.en }, LOAD);
    await vi.waitFor(() => expect(price).toBeEnabled());
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/payments/credit' && attempts++ === 0) throw new TypeError('Failed to fetch');
      return original(input, init);
    });
    await userEvent.setup().click(price);
    await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    const keys = callsTo(fetchMock, 'POST', '/api/payments/credit').map((call) => sentHeaders(call)[IDEMPOTENCY_KEY_HEADER]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the payment provider error when the client token cannot be loaded, in en and es', async () => {
    for (const [language, text] of [
      ['en', 'Unknown error occurred. Please refresh the page.'],
      ['es', 'Se produjo un error desconocido. Actualiza la página.'],
    ] as const) {
      const user = userEvent.setup();
      const { unmount } = renderStorefront({
        language,
        answers: { 'GET /api/payments/braintree': { status: 503, body: { code: 'PAYMENT_GATEWAY_UNAVAILABLE', message: 'x' } } },
      });
      await user.click(
        await screen.findByRole('button', { name: language === 'en' ? 'Click to change' : 'Haz clic para cambiarlo' }, LOAD),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('shows 40400 and 40401 when the method cannot be saved, and stays in the entry', async () => {
    const user = userEvent.setup();
    let answer: MockAnswer = failWith(40401, 400);
    renderStorefront({ answers: { 'POST /api/payment-methods': () => answer } });
    await user.click(await screen.findByRole('button', { name: 'Click to change' }, LOAD));
    await user.click(await screen.findByRole('button', { name: /PayPal/ }, LOAD));
    let alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid Payment Method')).toBeInTheDocument();
    expect(within(alert).getByText('Please try again with a different method.')).toBeInTheDocument();
    answer = failWith(40400, 400);
    await user.click(screen.getByRole('button', { name: /PayPal/ }));
    alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(within(alert).getByText('Not Supported Payment Method')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Add a payment method' })).toBeInTheDocument();
  });
});
