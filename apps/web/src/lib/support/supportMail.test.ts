import { describe, expect, it } from 'vitest';
import { buildSupportMailto, describeBrowser } from './supportMail';

const labels = {
  subject: 'Help',
  version: 'Version',
  browser: 'Browser',
  deviceId: 'Device ID',
  userId: 'User ID',
  notLoggedIn: 'Not logged in',
};

describe('support mail', () => {
  it('describes common browsers', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on macOS');
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133 on Windows',
    );
  });

  it('carries version, browser, device id and user id', () => {
    const href = buildSupportMailto('It broke', { version: '1.0.0', browser: 'Chrome 131', deviceId: 'dev-1', userId: null }, labels);
    expect(href.startsWith('mailto:')).toBe(true);
    const body = decodeURIComponent(href.split('body=')[1] ?? '');
    expect(body).toContain('It broke');
    expect(body).toContain('Version: 1.0.0');
    expect(body).toContain('Browser: Chrome 131');
    expect(body).toContain('Device ID: dev-1');
    expect(body).toContain('User ID: Not logged in');
  });
});
