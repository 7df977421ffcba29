import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

const AUTH_ANSWER = { status: 0, type: 'email', access_token: 'a1', refresh_token: 'r1', email: 'ana@example.com', uid: 9 };

describe('email auth screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the invalid-email message after touch and keeps Continue disabled', async () => {
    mockApi();
    renderApp({ path: '/email' });
    const field = await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(field, 'nope');
    fireEvent.blur(field);
    expect(await screen.findByText('You have entered an invalid email address. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('sends a preset account to /preset with the email prefilled', async () => {
    mockApi({
      'POST /api/login': { body: { type: 'preset', email: 'preset@demo.test' } },
      'POST /api/preset-checks': { body: { status: 1, is_first_login: false } },
    });
    const { router } = renderApp({ path: '/email' });
    const field = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(field, ' preset@demo.test {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/preset'));
    expect(await screen.findByText('preset@demo.test')).toBeInTheDocument();
  });

  it('shows the captcha error with the retry link when the server refuses the token', async () => {
    mockApi({
      'POST /api/login': { status: 400, body: { code: 'CAPTCHA_INVALID', message: 'The CAPTCHA is invalid. Please try again!' } },
    });
    renderApp({ path: '/email' });
    const field = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(field, 'ana@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The CAPTCHA is invalid. Please try again!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Something went wrong. Please click here to retry.' }));
    expect(screen.queryByText('The CAPTCHA is invalid. Please try again!')).not.toBeInTheDocument();
  });

  it('runs grade then terms after a status 0 code, then updates the profile, accepts the terms and logs in', async () => {
    const { fetchMock } = mockApi({
      'POST /api/login': { body: { type: 'email', email: 'ana@example.com' } },
      'POST /api/identity-verifies': { body: AUTH_ANSWER },
      'POST /api/profile-updates': { body: {} },
      'POST /api/tos-agreements': { body: { ok: true } },
    });
    const { store } = renderApp({ path: '/email' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Select your grade' });
    const continueGrade = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Continue');
    expect(continueGrade).toBeDisabled();
    await userEvent.click(screen.getByText('High School 12th'));
    expect(continueGrade).toBeEnabled();
    await userEvent.click(continueGrade as HTMLButtonElement);

    const complete = await screen.findByRole('button', { name: 'Complete Sign Up' });
    expect(complete).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'I agree to the Terms of Service and Privacy Policy' }));
    expect(complete).toBeEnabled();
    await userEvent.click(complete);

    await waitFor(() => expect(store.getState().auth).toEqual({ isLoggedIn: true, isNewUser: true }));
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('POST /api/profile-updates');
    expect(calls).toContain('POST /api/tos-agreements');
    const profileCall = fetchMock.mock.calls.find(([url]) => String(url) === '/api/profile-updates');
    expect(profileCall?.[1]?.body).toBe(JSON.stringify({ grade: 12 }));
    expect((profileCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer a1');
  });
});
