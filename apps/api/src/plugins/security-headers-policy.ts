/** What the browser apps of this deployment load or reach beyond their own origin, read from the configuration. */
export interface BrowserSources {
  /** The realtime server the apps connect to (`/api/client-config`); a null host is the page's own host. */
  realtime: { host: string | null; port: number | null; useTls: boolean | null };
  /** The browser apps' Sentry DSN (`SENTRY_BROWSER_DSN`): its origin takes the reports. */
  sentryDsn: string | null;
  /** Braintree's Drop-in (hosted card fields, PayPal's checkout.js) runs when the Braintree gateway is configured. */
  braintree: boolean;
  /** reCAPTCHA v3 runs on the email step when `CAPTCHA_PROVIDER=recaptcha`. */
  recaptcha: boolean;
}

/** The page a policy is for: the host the browser asked for (null when it is not a plain host) and whether over TLS. */
export interface PageOrigin {
  host: string | null;
  isSecure: boolean;
}

import { CSP_REPORTS_PATH } from '@photostudy/contracts';

/** Content-Security-Policy directives, by name, each a list of sources. */
type Directives = Record<string, string[]>;

/**
 * Where violations are reported: `report-uri` only. With a `report-to` group Chromium ignores `report-uri` and batches the
 * reports through the Reporting API for up to a minute (seen: none arrived from a page closed three seconds after its
 * violation), so a violation just before a tab closes would be lost; `report-uri` posts at once, in every browser.
 */
const REPORTING: Directives = { 'report-uri': [CSP_REPORTS_PATH] };

/** A Google Sheets link in a frame (`SheetLinkFrame`, both apps). */
const GOOGLE_SHEETS = 'https://docs.google.com';

/**
 * Braintree's Drop-in (braintree-web 3, PayPal's checkout.js v4), from the hosts its sources load, frame and call:
 * hosted fields are frames of assets.braintreegateway.com, the card and PayPal calls go to the gateway's APIs (either
 * environment), PayPal's button is a frame of www.paypal.com or www.sandbox.paypal.com.
 */
const BRAINTREE = {
  script: [
    'https://js.braintreegateway.com',
    'https://assets.braintreegateway.com',
    'https://www.paypalobjects.com',
    'https://*.paypal.com',
  ],
  frame: ['https://assets.braintreegateway.com', 'https://*.paypal.com'],
  connect: [
    'https://api.braintreegateway.com',
    'https://api.sandbox.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://client-analytics.sandbox.braintreegateway.com',
    'https://payments.braintree-api.com',
    'https://payments.sandbox.braintree-api.com',
    'https://*.paypal.com',
  ],
  img: ['https://assets.braintreegateway.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** reCAPTCHA v3 (Google's published CSP for it): its script, and its frame that does the calls. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** A host as the Host header carries it (name or IPv4, or a bracketed IPv6 address, and a port): safe in a policy. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The host when it may be written into a policy, else null (a forged Host header adds nothing). */
export function policyHost(host: string | undefined): string | null {
  return host !== undefined && PLAIN_HOST.test(host) ? host : null;
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The realtime server's WebSocket source: the configured host, or the page's own host (its scheme follows the page). */
function realtimeSource(realtime: BrowserSources['realtime'], page: PageOrigin): string | null {
  if (realtime.host === null) return page.host === null ? null : `${page.isSecure ? 'wss' : 'ws'}://${page.host}`;
  const useTls = realtime.useTls ?? page.isSecure;
  const isDefaultPort = realtime.port === null || realtime.port === (useTls ? 443 : 80);
  return `${useTls ? 'wss' : 'ws'}://${realtime.host}${isDefaultPort ? '' : `:${realtime.port}`}`;
}

function present(...sources: (string | null)[]): string[] {
  return sources.filter((s): s is string => s !== null);
}

/**
 * The policy of the student app and the console (and of every other answer but the API docs). Scripts are the apps'
 * own files: no inline script (the built index.html files have none); 'unsafe-eval' because Fortune-sheet inserts
 * rows with `new Function` (@fortune-sheet/core `insertRowCol`). Styles allow inline ones: Mantine, emotion, MathLive,
 * Fortune-sheet and Drop-in set them. Images from blob: and data: (the cropper's canvas, photo previews, Drop-in's
 * card icons). Configured hosts join: the hosted realtime server, Sentry's ingest, Braintree and PayPal, reCAPTCHA.
 * Violations are reported to `/api/csp-reports`.
 */
export function appDirectives(sources: BrowserSources, page: PageOrigin): Directives {
  const sentry = originOf(sources.sentryDsn);
  const braintree = sources.braintree ? BRAINTREE : { script: [], frame: [], connect: [], img: [] };
  const recaptcha = sources.recaptcha ? RECAPTCHA : { script: [], frame: [] };
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'", ...braintree.script, ...recaptcha.script],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...braintree.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...present(realtimeSource(sources.realtime, page), sentry), ...braintree.connect],
    'frame-src': ["'self'", GOOGLE_SHEETS, ...braintree.frame, ...recaptcha.frame],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(page.isSecure ? { 'upgrade-insecure-requests': [] } : {}),
    ...REPORTING,
  };
}

/**
 * The policy of the Swagger UI at /api/docs: its own scripts and styles, inline styles, data: images; nothing else.
 * Violations are reported as the apps' are.
 */
export function docsDirectives(page: PageOrigin): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(page.isSecure ? { 'upgrade-insecure-requests': [] } : {}),
    ...REPORTING,
  };
}
