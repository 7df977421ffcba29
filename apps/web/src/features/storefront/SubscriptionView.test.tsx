import { FEATURES } from '@photostudy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import type { MockAnswer } from '../../testing/mockApi';
import { callsTo, renderStorefront, sentBody, wireStoreBundle, wireSubscription } from './storeTestData';

const LOAD = { timeout: 3000 };

/** A server that keeps the subscription's switches and answers the status bundle with them. */
function subscriptionServer(initial = { renew: true, pay: true }) {
  const switches = { ...initial };
  const answers: Record<string, MockAnswer | (() => MockAnswer)> = {
    'GET /api/status-updates': () => ({
      body: wireStoreBundle({
        subscription: wireSubscription({ auto_renew: { enabled: switches.renew }, auto_pay: { enabled: switches.pay } }),
      }),
    }),
  };
  return { switches, answers };
}

describe('subscription view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the subscription when one exists: plan, title, subtitle and the two switches', async () => {
    renderStorefront({ bundle: wireStoreBundle({ subscription: wireSubscription() }) });
    expect(screen.getByRole('heading', { name: 'Monthly plan' })).toBeInTheDocument();
    expect(screen.getByText('10 sessions every month')).toBeInTheDocument();
    expect(screen.getByText(/Your plan: Monthly plan/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toHaveAccessibleDescription('Renew my plan at the end of each month.');
    expect(screen.getByRole('switch', { name: 'Auto-pay' })).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Packages' })).not.toBeInTheDocument();
    expect(await screen.findByText('Visa ending in 1111', {}, LOAD)).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('asks before turning a switch off and sends nothing when kept on', async () => {
    const user = userEvent.setup();
    const server = subscriptionServer();
    const { fetchMock } = renderStorefront({
      bundle: wireStoreBundle({ subscription: wireSubscription() }),
      answers: {
        ...server.answers,
        'POST /api/payments/auto': () => {
          server.switches.renew = false;
          return { body: { ok: true } };
        },
      },
    });
    await user.click(screen.getByRole('switch', { name: 'Auto-renew' }));
    let dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renew?' });
    expect(within(dialog).getByText(/Your plan will not renew/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/api/payments/auto')).toHaveLength(0);

    await user.click(screen.getByRole('switch', { name: 'Auto-renew' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renew?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-renew' })).not.toBeChecked());
    expect(callsTo(fetchMock, 'POST', '/api/payments/auto').map(sentBody)).toEqual([{ type: 'renew', is_enabled: false }]);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/status-updates').length).toBeGreaterThan(0));
  });

  it('turns a switch on at once, without a confirmation, from the keyboard', async () => {
    const user = userEvent.setup();
    const server = subscriptionServer({ renew: true, pay: false });
    const { fetchMock } = renderStorefront({
      bundle: wireStoreBundle({ subscription: wireSubscription({ auto_pay: { enabled: false } }) }),
      answers: {
        ...server.answers,
        'POST /api/payments/auto': () => {
          server.switches.pay = true;
          return { body: { ok: true } };
        },
      },
    });
    const autoPay = screen.getByRole('switch', { name: 'Auto-pay' });
    expect(autoPay).not.toBeChecked();
    autoPay.focus();
    await user.keyboard(' ');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/api/payments/auto').map(sentBody)).toEqual([{ type: 'pay', is_enabled: true }]),
    );
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-pay' })).toBeChecked());
  });

  it('turning auto-pay off asks its own question in Spanish; a failed request shows the error and the switch stays', async () => {
    const user = userEvent.setup();
    renderStorefront({
      language: 'es',
      bundle: wireStoreBundle({ subscription: wireSubscription() }),
      answers: { 'POST /api/payments/auto': { status: 500, body: { code: 'APPLICATION_ERROR', message: 'x' } } },
    });
    await user.click(screen.getByRole('switch', { name: 'Pago automático' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar el pago automático?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('Se produjo un error durante el procesamiento. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Pago automático' })).toBeChecked();
  });

  it('switches to the subscription view after buying a plan, and back to the packages on request', async () => {
    const user = userEvent.setup();
    let hasPlan = false;
    renderStorefront({
      answers: {
        'GET /api/status-updates': () => ({
          body: wireStoreBundle({ subscription: hasPlan ? wireSubscription() : null, sessionCount: hasPlan ? 10 : 0 }),
        }),
        'POST /api/payments/credit': () => {
          hasPlan = true;
          return { body: { payment_method_type: 'credit_card', transaction_amount: '39.99' } };
        },
      },
    });
    const price = await screen.findByRole('button', { name: /Buy Monthly plan for \$39.99/ }, LOAD);
    await vi.waitFor(() => expect(price).toBeEnabled());
    await user.click(price);
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' }, LOAD);
    expect(screen.getByRole('switch', { name: 'Auto-renew' })).toBeInTheDocument();
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Buy more sessions' }));
    expect(await screen.findByRole('list', { name: 'Packages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get more sessions' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to my plan' }));
    expect(await screen.findByRole('switch', { name: 'Auto-renew' })).toBeInTheDocument();
  });
});

describe('store for special accounts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Trio-program students the banner instead of the store, without an order number field', async () => {
    const { fetchMock } = renderStorefront({ bundle: wireStoreBundle({ features: [FEATURES.STEM_SUBJECT, FEATURES.TRIO_PROGRAM] }) });
    const banner = screen.getByTestId('trio-banner');
    expect(within(banner).getByRole('heading', { name: 'Your sessions are covered by the TRIO program' })).toBeInTheDocument();
    expect(banner.querySelector('svg')).not.toBeNull();
    expect(banner.querySelector('img')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Packages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Order number' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask an Expert' })).toHaveAttribute('href', '/ask');
    expect(callsTo(fetchMock, 'GET', '/api/payment-methods/default')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });

  it('shows User-ID accounts a short note and never a purchase button', async () => {
    const { fetchMock } = renderStorefront({ bundle: wireStoreBundle({ profile: { id: 'kid-demo-1', email: null } }) });
    expect(screen.getByRole('heading', { name: 'Sessions come from your administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    expect(screen.queryByText('$24.99')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/payment-methods/default')).toHaveLength(0);
  });
});
