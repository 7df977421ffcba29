import { ERRORS, SSO_POPUP_WINDOW_NAME } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ANSWERS, mockApi, statusBundle } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { mobileRedirectUrl } from './AsuRedirectPage';

function mockApiWithPartners(partners: string[]) {
  const config = DEFAULT_ANSWERS['GET /api/client-config'];
  return mockApi({
    'GET /api/client-config': { body: { ...(config?.body as object), partner_providers: partners } },
    'GET /api/status-updates': { body: statusBundle(['stem-subject', 'english-subject'], { status: 1 }) },
  });
}

/** A stand-in popup window whose address the test moves. */
function fakePopup() {
  let href = 'about:blank';
  let isCrossOrigin = false;
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
    location: {
      get href(): string {
        if (isCrossOrigin) throw new DOMException('Blocked a frame with origin', 'SecurityError');
        return href;
      },
    },
    goTo(url: string, crossOrigin = false) {
      href = url;
      isCrossOrigin = crossOrigin;
    },
  };
  return popup;
}

describe('partner sign-on popup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens the university popup from /preset and logs the main window in with the returned tokens', async () => {
    mockApiWithPartners(['university']);
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { store } = renderApp({ path: '/preset' });
    expect(screen.queryByRole('button', { name: 'Corporate login' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'University login' }));
    expect(open).toHaveBeenCalledWith('/api/sso/university/start', SSO_POPUP_WINDOW_NAME, expect.stringContaining('width=600,height=400'));
    act(() => popup.goTo(`${window.location.origin}/asu-auth?accessToken=acc&refreshToken=ref&email=u%40x.test&type=asu&ssoToken=s`));
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true), { timeout: 3000 });
    expect(popup.close).toHaveBeenCalled();
  });

  it('shows the Error modal for a returned message, then goes back to /preset', async () => {
    mockApiWithPartners(['university']);
    const { router } = renderApp({ path: '/asu-auth?message=Sign-in%20was%20cancelled.' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign-in was cancelled.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preset'));
  });

  it('translates a catalogued message', async () => {
    mockApiWithPartners(['university']);
    renderApp({ path: `/asu-auth?message=${encodeURIComponent(ERRORS.PARTNER_SIGN_ON_DENIED.message)}`, language: 'es' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('El inicio de sesión se canceló en tu organización. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('hands the /asu-redirect query to the mobile hook', () => {
    expect(mobileRedirectUrl('?accessToken=a&type=asu')).toBe('photostudy://asu-redirect?accessToken=a&type=asu');
    expect(mobileRedirectUrl('')).toBe('photostudy://asu-redirect');
  });
});
