import { SSO_STATE_TTL_S } from '@photostudy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimit, type RateLimitStore } from '../../plugins/rate-limit';
import { type AnalyticsRecorder, requestContext } from '../analytics/analytics.service';
import type { AuthSettings } from '../../core/config';
import type { CallContext } from './email-login.service';
import { PARTNER_SSO_PATH, PARTNER_STATE_COOKIE, type PartnerSignOnService } from './partner-sign-on.service';

/** What the partner sign-on routes call. */
export interface PartnerSignOnRouteDeps {
  partner: PartnerSignOnService;
  settings: AuthSettings;
  analytics: AnalyticsRecorder;
  limits: RateLimitStore;
}

const providerParamsSchema = z.object({ provider: z.string().max(32) });

function firstString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.length <= 4096 ? first : undefined;
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function stateCookie(value: string, maxAgeS: number, isSecure: boolean): string {
  return [
    `${PARTNER_STATE_COOKIE}=${value}`,
    `Path=${PARTNER_SSO_PATH}`,
    `Max-Age=${maxAgeS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}

function callContext(request: FastifyRequest): CallContext {
  const acceptLanguage = request.headers['accept-language'];
  return {
    ip: request.ip,
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
    audit: requestContext(request),
  };
}

/** Partner sign-on redirects under `/api/sso/`: start (to the provider) and callback (back to `/asu-auth`). */
export async function partnerSignOnRoutes(app: FastifyInstance, deps: PartnerSignOnRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { windowS, perIp } = deps.settings.rateLimit;
  const limited = rateLimit(
    deps.limits,
    [{ name: 'sso:ip', max: perIp, windowS, key: (request) => request.ip }],
    (request, rule) =>
      void deps.analytics.record('rate_limited', { data: { ...requestContext(request), rule, route: request.routeOptions.url } }),
  );

  r.get(
    `${PARTNER_SSO_PATH}/:provider/start`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Partner sign-on: redirects to the provider (OpenID Connect authorization code, PKCE S256)',
        params: providerParamsSchema,
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const { location, state } = await deps.partner.start(request.params.provider, callContext(request));
      if (state) reply.header('set-cookie', stateCookie(state, SSO_STATE_TTL_S, deps.partner.isSecure));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  r.get(
    `${PARTNER_SSO_PATH}/:provider/callback`,
    {
      schema: {
        tags: ['auth'],
        summary: 'Partner sign-on: the provider returns here; redirects to /asu-auth with tokens or a message',
        params: providerParamsSchema,
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const location = await deps.partner.callback(
        request.params.provider,
        { state: firstString(query.state), code: firstString(query.code), error: firstString(query.error) },
        cookieValue(request, PARTNER_STATE_COOKIE),
        callContext(request),
      );
      return reply
        .header('set-cookie', stateCookie('', 0, deps.partner.isSecure))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(location, 302);
    },
  );
}
