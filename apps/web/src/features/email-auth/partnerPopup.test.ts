import { afterEach, describe, expect, it, vi } from 'vitest';
import { centredPopupFeatures, watchPartnerPopup } from './partnerPopup';

/** A stand-in popup window whose address the test moves. */
function fakePopup() {
  let href = 'about:blank';
  let isCrossOrigin = false;
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
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

describe('partner sign-on popup watching', () => {
  afterEach(() => vi.useRealTimers());

  it('centres a 600x400 popup over the window', () => {
    expect(centredPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })).toBe(
      'popup=yes,width=600,height=400,left=500,top=300',
    );
  });

  it('polls every 400 ms, waits while on the partner origin, and hands over the /asu-auth query', () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const onReturn = vi.fn();
    watchPartnerPopup(popup, 'http://app.test', onReturn);
    popup.goTo('https://login.university.test/authorize', true);
    vi.advanceTimersByTime(400);
    popup.goTo('http://app.test/api/sso/university/callback?code=1');
    vi.advanceTimersByTime(400);
    expect(onReturn).not.toHaveBeenCalled();
    popup.goTo('http://app.test/asu-auth?accessToken=a&refreshToken=r');
    vi.advanceTimersByTime(399);
    expect(onReturn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReturn).toHaveBeenCalledWith('?accessToken=a&refreshToken=r');
    expect(popup.close).toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('stops quietly when the popup is closed', () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const onReturn = vi.fn();
    watchPartnerPopup(popup, 'http://app.test', onReturn);
    popup.close();
    vi.advanceTimersByTime(2000);
    expect(onReturn).not.toHaveBeenCalled();
  });
});
