import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appDirectives, type BrowserSources, docsDirectives, type PageOrigin, policyHost } from './security-headers-policy';

type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** The Swagger UI and its files: a policy of their own, without the apps' hosts and without 'unsafe-eval'. */
const DOCS_PREFIX = '/api/docs';

/**
 * Where the partner sign-on popup goes and comes back (`/api/sso/{kind}/start` and `/callback`, then `/asu-auth`): these
 * answers carry no Cross-Origin-Opener-Policy, so coming back from the partner's origin keeps the popup in the opener's
 * group, and the opener can read its address (a policy on the return page would cut them apart).
 */
const POPUP_RETURN_PREFIXES = ['/api/sso/', '/asu-auth'];

/** HSTS for a year, on this host only (other hosts of the domain are not this app's to decide). */
const HSTS_MAX_AGE_S = 365 * 24 * 60 * 60;

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** Which policy a path gets: the API docs', the popup's way back (no opener policy), or the apps' (everything else). */
type PageKind = 'docs' | 'popup-return' | 'app';

function kindOf(path: string): PageKind {
  if (startsWithSegment(path, DOCS_PREFIX)) return 'docs';
  return POPUP_RETURN_PREFIXES.some((prefix) => startsWithSegment(path, prefix)) ? 'popup-return' : 'app';
}

function headersFor(sources: BrowserSources, kind: PageKind, page: PageOrigin): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: kind === 'docs' ? docsDirectives(page) : appDirectives(sources, page) },
    // Popups (PayPal, partner sign-on) keep their opener; other windows do not get this one.
    crossOriginOpenerPolicy: kind === 'popup-return' ? false : { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // No COEP: it would refuse Google's and Braintree's frames.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over TLS (directly, or a trusted proxy's x-forwarded-proto): a browser ignores it over http anyway.
    strictTransportSecurity: page.isSecure ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: false } : false,
  };
}

function pageOf(request: FastifyRequest): PageOrigin {
  return { host: policyHost(request.host), isSecure: request.protocol === 'https' };
}

/**
 * Helmet builds its middleware from the options on every call (about 15 us, a third of a small API answer), so the
 * headers it sets for one variant (page kind, scheme, host) are kept and set again on later answers. A handful of
 * variants occur (a host or two, two schemes); past this many (forged Host headers) helmet just runs each time.
 */
const MAX_KEPT_VARIANTS = 64;

type HeaderValue = ReturnType<FastifyReply['raw']['getHeader']>;

/**
 * Security headers on every answer (helmet): the Content-Security-Policy the apps pass (built from the configured
 * hosts; violations reported to `/api/csp-reports` by `report-uri`), frame
 * options, nosniff, the referrer policy, HSTS behind TLS. The policy depends on the request (its host for the
 * same-origin WebSocket, its scheme for HSTS and upgrade-insecure-requests), so it is chosen per request.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { sources: BrowserSources }) => {
  await app.register(helmet, { global: false });
  const kept = new Map<string, [string, NonNullable<HeaderValue>][]>();
  app.addHook('onRequest', (request, reply, done) => {
    const kind = kindOf(request.url.split('?', 1)[0] ?? '/');
    const page = pageOf(request);
    const variant = `${kind} ${page.isSecure ? 'https' : 'http'} ${page.host ?? ''}`;
    const headers = kept.get(variant);
    if (headers) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
      return;
    }
    const before = new Set(reply.raw.getHeaderNames());
    reply.helmet(headersFor(opts.sources, kind, page));
    if (kept.size < MAX_KEPT_VARIANTS) {
      const set = reply.raw.getHeaderNames().filter((name) => !before.has(name));
      kept.set(
        variant,
        set.flatMap((name) => {
          const value = reply.raw.getHeader(name);
          return value === undefined ? [] : [[name, value] as [string, NonNullable<HeaderValue>]];
        }),
      );
    }
    done();
  });
});
