import { ERROR_TEXTS } from '@photostudy/contracts';
import { appError } from '../../errors/app-error';

/** Checks the invisible captcha token the email step sends. */
export interface CaptchaVerifier {
  readonly provider: 'none' | 'recaptcha' | 'turnstile';
  /** True when the token is accepted. Never throws. */
  verify(token: string, remoteIp: string | undefined): Promise<boolean>;
}

/** Local default: any non-empty token passes (no network). */
export class NoneCaptchaVerifier implements CaptchaVerifier {
  readonly provider = 'none' as const;

  async verify(token: string): Promise<boolean> {
    return token.trim().length > 0;
  }
}

/** The providers' siteverify endpoints. */
export const SITEVERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

const VERIFY_TIMEOUT_MS = 5_000;

/** reCAPTCHA and Turnstile share one protocol: a form POST of secret, response and remoteip answering `{success}`. */
export class SiteverifyCaptchaVerifier implements CaptchaVerifier {
  constructor(
    readonly provider: 'recaptcha' | 'turnstile',
    private readonly opts: { secret: string; url?: string | undefined; minScore: number; fetch?: typeof fetch },
  ) {}

  async verify(token: string, remoteIp: string | undefined): Promise<boolean> {
    if (!token.trim()) return false;
    const form = new URLSearchParams({ secret: this.opts.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await (this.opts.fetch ?? fetch)(this.opts.url ?? SITEVERIFY_URLS[this.provider], {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as { success?: unknown; score?: unknown };
      if (body.success !== true) return false;
      // reCAPTCHA v3 adds a score; v2 and Turnstile do not.
      return typeof body.score !== 'number' || body.score >= this.opts.minScore;
    } catch {
      return false;
    }
  }
}

/** The verifier of the configured provider. */
export function createCaptchaVerifier(settings: {
  provider: 'none' | 'recaptcha' | 'turnstile';
  secret: string | undefined;
  url: string | undefined;
  minScore: number;
}): CaptchaVerifier {
  if (settings.provider === 'none') return new NoneCaptchaVerifier();
  if (!settings.secret) throw new Error(`CAPTCHA_SECRET must be set for CAPTCHA_PROVIDER=${settings.provider}`);
  return new SiteverifyCaptchaVerifier(settings.provider, { secret: settings.secret, url: settings.url, minScore: settings.minScore });
}

/** Throws the spec's captcha error (with its retry text) unless the token passes. */
export async function assertCaptcha(verifier: CaptchaVerifier, token: string | undefined, remoteIp: string | undefined): Promise<void> {
  if (token && (await verifier.verify(token, remoteIp))) return;
  throw appError('CAPTCHA_INVALID', { message: ERROR_TEXTS.CAPTCHA_INVALID, action_text: ERROR_TEXTS.CAPTCHA_RETRY });
}
