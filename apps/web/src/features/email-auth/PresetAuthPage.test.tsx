import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANSWERS, mockApi } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

/** The API mock with these partner sign-on providers configured. */
function mockApiWithPartners(partners: string[]) {
  const config = DEFAULT_ANSWERS['GET /api/client-config'];
  return mockApi({ 'GET /api/client-config': { body: { ...(config?.body as object), partner_providers: partners } } });
}

describe('preset account screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first-login title and Create your password, with Continue disabled for short passwords', async () => {
    mockApi({ 'POST /api/preset-checks': { body: { status: 0, is_first_login: true } } });
    renderApp({ path: '/preset' });
    expect(await screen.findByRole('heading', { name: 'Preset Account' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email or User ID' }), 'kid-1{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Hooray! Your Administrator Has Created a Preset Account For You.' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Create your password', { selector: 'input' }), 'abc');
    expect(screen.getByText('Oops! Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with preset account' })).toBeDisabled();
  });

  it('shows no partner sign-on buttons when no partner is configured', async () => {
    mockApi();
    renderApp({ path: '/preset' });
    expect(await screen.findByRole('heading', { name: 'Preset Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'University login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Corporate login' })).not.toBeInTheDocument();
  });

  it('shows the Spanish texts', async () => {
    mockApiWithPartners(['university']);
    renderApp({ path: '/preset', language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Cuenta preestablecida' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acceso universitario' })).toBeInTheDocument();
  });
});
