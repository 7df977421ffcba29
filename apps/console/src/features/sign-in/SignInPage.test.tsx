import { fakeJwt, mockFetchRoutes } from '@photostudy/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAuth } from '../../lib/api/tokens';
import { sentRequests } from '../../testing/apiRequests';
import { renderConsole } from '../../testing/render';
import { SignInPage } from './SignInPage';

function loginAnswer(role: 'admin' | 'expert', uid: number) {
  const access_token = fakeJwt({ role, sub: String(uid), exp: Math.floor(Date.now() / 1000) + 3600 });
  return { body: { status: 1, type: 'preset', access_token, refresh_token: 'r', email: `${role}@demo.test`, uid } };
}

async function submit() {
  await userEvent.type(screen.getByLabelText(/Email/, { selector: 'input' }), 'someone@demo.test');
  await userEvent.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'secret-pass-1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', () => {
  afterEach(() => {
    writeAuth(null);
    vi.unstubAllGlobals();
  });

  it('signs an admin in without calling the expert API (which answers an admin 403)', async () => {
    const fetchMock = mockFetchRoutes({ 'POST /api/preset-logins': loginAnswer('admin', 3) });
    const onSignedIn = vi.fn();
    renderConsole(<SignInPage onSignedIn={onSignedIn} />);
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ uid: 3 }), 'admin@demo.test'));
    expect(sentRequests(fetchMock).filter((r) => r.path.startsWith('/api/expert/'))).toEqual([]);
  });

  it('still refuses an expert account the expert API forbids', async () => {
    mockFetchRoutes({
      'POST /api/preset-logins': loginAnswer('expert', 9),
      'GET /api/expert/queue': { status: 403, body: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' } },
    });
    const onSignedIn = vi.fn();
    renderConsole(<SignInPage onSignedIn={onSignedIn} />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('This console is for experts and administrators.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
