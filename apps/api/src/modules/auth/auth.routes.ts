import {
  identityVerifyRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  logoutRequestSchema,
  okAnswerSchema,
  passwordRecoveryCheckAnswerSchema,
  passwordRecoveryParamsSchema,
  passwordRecoveryRequestSchema,
  passwordResetRequestSchema,
  presetCheckAnswerSchema,
  presetCheckRequestSchema,
  presetLoginRequestSchema,
  authAnswerSchema,
  tokenRefreshAnswerSchema,
  tokenRefreshRequestSchema,
} from '@photostudy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appError } from '../../errors/app-error';
import type { RateLimitStore } from '../../plugins/rate-limit';
import { type AnalyticsRecorder, requestContext } from '../analytics/analytics.service';
import type { AuthSettings } from '../../core/config';
import type { CallContext, EmailLoginService } from './email-login.service';
import type { PasswordRecoveryService } from './password-recovery.service';
import type { PresetService } from './preset.service';
import { signInLimits } from './sign-in-limits';
import type { SocialLoginService } from './social-login.service';
import type { TokenService } from './token.service';

/** What the auth routes call. */
export interface AuthRouteDeps {
  settings: AuthSettings;
  tokens: TokenService;
  emailLogin: EmailLoginService;
  social: SocialLoginService;
  preset: PresetService;
  recovery: PasswordRecoveryService;
  analytics: AnalyticsRecorder;
  limits: RateLimitStore;
}

function callContext(request: FastifyRequest): CallContext {
  const body = request.body as { device_id?: unknown } | undefined;
  const deviceId = typeof body?.device_id === 'string' ? body.device_id.slice(0, 128) : undefined;
  const acceptLanguage = request.headers['accept-language'];
  return {
    ip: request.ip,
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
    audit: { ...requestContext(request), device_id: deviceId },
  };
}

/** Sign-in routes: email code, social, preset and User-ID, tokens, logout, password recovery. */
export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = signInLimits(
    deps.limits,
    deps.settings.rateLimit,
    (request, rule) =>
      void deps.analytics.record('rate_limited', { data: { ...requestContext(request), rule, route: request.routeOptions.url } }),
  );
  const limited = limits.calls;
  const passwordFailures = limits.passwordFailures('email', 'id');

  r.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email step (sends a code, or points preset accounts to their password) or social login',
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema },
      },
      preHandler: limited('login', 'email'),
    },
    async (request) => {
      const body = request.body;
      if (body.type === 'email')
        return deps.emailLogin.requestCode({ email: body.email, captchaToken: body.recaptcha_token }, callContext(request));
      if (body.type === 'google' || body.type === 'facebook' || body.type === 'apple')
        return deps.social.login(body.type, body.access_token, body.device_id, callContext(request));
      throw appError('PROVIDER_DISABLED');
    },
  );

  r.post(
    '/api/identity-verifies',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email code step: signs in, creating the account when new (status 0)',
        body: identityVerifyRequestSchema,
        response: { 200: authAnswerSchema },
      },
      preHandler: limited('verify', 'email'),
    },
    async (request) =>
      deps.emailLogin.verifyCode(
        { email: request.body.email, code: request.body.code, deviceId: request.body.device_id },
        callContext(request),
      ),
  );

  r.post(
    '/api/tokens',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotates a refresh token; reusing a rotated one revokes its family',
        body: tokenRefreshRequestSchema,
        response: { 200: tokenRefreshAnswerSchema },
      },
      preHandler: limited('tokens'),
    },
    async (request) => deps.tokens.refresh(request.body.token, requestContext(request)),
  );

  r.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the refresh family of the access token and/or of the given refresh token',
        body: logoutRequestSchema,
        response: { 200: okAnswerSchema },
      },
    },
    async (request) => {
      const token = request.body?.token;
      if (!request.account && !token) throw request.authFailure ?? appError('UNAUTHORIZED');
      await deps.tokens.logout({ account: request.account, refreshToken: token }, requestContext(request));
      return { ok: true as const };
    },
  );

  r.post(
    '/api/preset-checks',
    {
      schema: {
        tags: ['auth'],
        summary: 'Preset step 1: whether the password must be created (unknown accounts look like existing ones)',
        body: presetCheckRequestSchema,
        response: { 200: presetCheckAnswerSchema },
      },
      preHandler: limited('preset', 'email', 'id'),
    },
    async (request) => deps.preset.check({ email: request.body.email, id: request.body.id }),
  );

  r.post(
    '/api/preset-logins',
    {
      schema: {
        tags: ['auth'],
        summary: 'Preset step 2: password login, or password creation on the first login',
        body: presetLoginRequestSchema,
        response: { 200: authAnswerSchema },
      },
      preHandler: [limited('preset'), passwordFailures.preHandler],
      onError: passwordFailures.onError,
    },
    async (request) => {
      const { email, id, password, device_id } = request.body;
      return deps.preset.login({ email, id, password, deviceId: device_id }, callContext(request).audit);
    },
  );

  r.post(
    '/api/password-recovery',
    {
      schema: {
        tags: ['auth'],
        summary: 'Emails a single-use reset link when a password account has this email (same answer either way)',
        body: passwordRecoveryRequestSchema,
        response: { 200: okAnswerSchema },
      },
      preHandler: limited('recovery', 'email'),
    },
    async (request) => {
      await deps.recovery.request(request.body.email, requestContext(request));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/password-recovery/:code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset link is still valid',
        params: passwordRecoveryParamsSchema,
        response: { 200: passwordRecoveryCheckAnswerSchema },
      },
      preHandler: limited('recovery'),
    },
    async (request) => deps.recovery.check(request.params.code),
  );

  r.put(
    '/api/password-recovery',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets the new password once and signs the account out everywhere',
        body: passwordResetRequestSchema,
        response: { 200: okAnswerSchema },
      },
      preHandler: limited('recovery'),
    },
    async (request) => {
      await deps.recovery.reset(request.body.code, request.body.password, requestContext(request));
      return { ok: true as const };
    },
  );
}
