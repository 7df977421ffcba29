import { SSO_POPUP_WINDOW_NAME } from '@photostudy/contracts';

/** Whether this window is the sign-on popup of a same-origin opener (which reads the /asu-auth query itself). */
export function isPartnerPopup(win: Window = window): boolean {
  try {
    const opener = win.opener as Window | null;
    return win.name === SSO_POPUP_WINDOW_NAME && opener !== null && !opener.closed && opener.location.origin === win.location.origin;
  } catch {
    return false;
  }
}
