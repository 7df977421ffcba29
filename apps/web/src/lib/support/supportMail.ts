import { SUPPORT_EMAIL } from '../config/appLinks';

/** What the support mailing carries (spec 000 section 7): version, browser, device id and user id. */
export interface SupportDetails {
  version: string;
  browser: string;
  deviceId: string;
  userId: string | null;
}

/** Labels of the detail lines, in the current language. */
export interface SupportLabels {
  subject: string;
  version: string;
  browser: string;
  deviceId: string;
  userId: string;
  notLoggedIn: string;
}

const BROWSER_PATTERNS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS|HeadlessChrome)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const OS_PATTERNS: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

/** A short 'Chrome 131 on macOS' description of a user agent; the raw string when unknown. */
export function describeBrowser(userAgent: string): string {
  const browser = BROWSER_PATTERNS.find(([, pattern]) => pattern.test(userAgent));
  const os = OS_PATTERNS.find(([, pattern]) => pattern.test(userAgent));
  if (!browser) return userAgent || 'Unknown browser';
  const major = userAgent.match(browser[1])?.[1]?.split('.')[0] ?? '';
  return `${browser[0]} ${major}${os ? ` on ${os[0]}` : ''}`.trim();
}

/** The detail lines appended to a support mail. */
function supportDetailLines(details: SupportDetails, labels: SupportLabels): string[] {
  return [
    `${labels.version}: ${details.version}`,
    `${labels.browser}: ${details.browser}`,
    `${labels.deviceId}: ${details.deviceId}`,
    `${labels.userId}: ${details.userId ?? labels.notLoggedIn}`,
  ];
}

/** A mailto: link to support with the user's message and the diagnostic details. */
export function buildSupportMailto(message: string, details: SupportDetails, labels: SupportLabels): string {
  const body = [message.trim(), '', '---', ...supportDetailLines(details, labels)].join('\n').replace(/^\n+/, '');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(labels.subject)}&body=${encodeURIComponent(body)}`;
}
