import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mockApi';
import { renderApp } from '../../test/renderApp';

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

  it('shows the Error modal for partner sign-on that is not configured', async () => {
    mockApi();
    renderApp({ path: '/preset' });
    await userEvent.click(await screen.findByRole('button', { name: 'Corporate login' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This sign-in option is not available.')).toBeInTheDocument();
  });

  it('shows the Spanish texts', async () => {
    mockApi();
    renderApp({ path: '/preset', language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Cuenta preestablecida' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acceso universitario' })).toBeInTheDocument();
  });
});
