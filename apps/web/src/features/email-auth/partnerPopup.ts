import { SSO_POPUP_HEIGHT_PX, SSO_POPUP_POLL_MS, SSO_POPUP_WIDTH_PX, SSO_POPUP_WINDOW_NAME } from '@photostudy/contracts';

/** The window name of the partner sign-on popup. */
export const PARTNER_POPUP_NAME = SSO_POPUP_WINDOW_NAME;

/** The path the server sends the popup back to. */
export const PARTNER_RETURN_PATH = '/asu-auth';

/** Where the popup starts: the server's redirect to the partner's login. */
export function partnerStartUrl(provider: string): string {
  return `/api/sso/${encodeURIComponent(provider)}/start`;
}

/** `window.open` features of a 600x400 popup centred over this window. */
export function centredPopupFeatures(win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - SSO_POPUP_WIDTH_PX) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - SSO_POPUP_HEIGHT_PX) / 2));
  return `popup=yes,width=${SSO_POPUP_WIDTH_PX},height=${SSO_POPUP_HEIGHT_PX},left=${left},top=${top}`;
}

/**
 * Polls the popup every 400 ms until it closes (nothing happens) or is back on this origin at
 * `/asu-auth`: then closes it and hands over its query. Answers a function that stops polling.
 */
export function watchPartnerPopup(
  popup: Pick<Window, 'closed' | 'close'> & { location: { href: string } },
  origin: string,
  onReturn: (search: string) => void,
): () => void {
  const timer = setInterval(() => {
    if (popup.closed) {
      clearInterval(timer);
      return;
    }
    let url: URL;
    try {
      url = new URL(popup.location.href);
    } catch {
      // On the partner's origin (cross-origin access throws) or still loading.
      return;
    }
    if (url.origin !== origin || url.pathname !== PARTNER_RETURN_PATH) return;
    clearInterval(timer);
    popup.close();
    onReturn(url.search);
  }, SSO_POPUP_POLL_MS);
  return () => clearInterval(timer);
}
