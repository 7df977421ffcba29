import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

describe('reset password screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the expired-or-invalid page when the code does not validate on load', async () => {
    mockApi({ 'GET /api/password-recovery/bad': { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } } });
    renderApp({ path: '/new-password/bad' });
    expect(await screen.findByRole('heading', { name: 'Oops! this link is expired or invalid' })).toBeInTheDocument();
  });

  it('sets the new password and offers GO TO HOMEPAGE', async () => {
    mockApi({
      'GET /api/password-recovery/good': { body: { is_valid: true, expires_at: 2_000_000_000 } },
      'PUT /api/password-recovery': { body: { ok: true } },
    });
    renderApp({ path: '/new-password/good' });
    expect(await screen.findByRole('heading', { name: 'Enter your new password' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await userEvent.type(screen.getByLabelText('New password', { selector: 'input' }), 'short');
    expect(screen.getByText('Oops! Password must be at least 8 characters.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New password', { selector: 'input' }), '-enough');
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO HOMEPAGE' })).toHaveAttribute('href', '/');
  });
});
