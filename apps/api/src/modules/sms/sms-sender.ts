import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { SmsSettings } from '../../core/config';
import { insertSms } from './sms.repository';

/** Sends text messages: a provider when configured, the dev outbox locally (brief section 8, like the mailer). */
export interface SmsSender {
  readonly kind: 'provider' | 'outbox' | 'dropped';
  /** Sends one text to an E.164 number (`+1XXXXXXXXXX`); throws when it could not be handed over. */
  send(to: string, body: string): Promise<void>;
}

/** The development outbox: texts land in `dev_sms_outbox`, read at `GET /api/dev/sms-outbox`. */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(to: string, body: string): Promise<void> {
    await insertSms(this.db, { toPhone: to, body, createdAt: this.clock.now() });
  }
}

/** Production without a provider: nobody reads an outbox there, and a parent's number must not pile up in one. */
export class DroppingSmsSender implements SmsSender {
  readonly kind = 'dropped' as const;

  constructor(private readonly log: Pick<FastifyBaseLogger, 'warn'> | undefined) {}

  async send(): Promise<void> {
    this.log?.warn('a text message was dropped: set SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM to send texts');
  }
}

/** The provider's answer when it refuses a message. */
export class SmsProviderError extends Error {
  override name = 'SmsProviderError';

  constructor(
    readonly status: number,
    readonly providerCode: string | number | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Twilio's Messages API over fetch: `POST {url}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded `To`,
 * `From` and `Body`, HTTP Basic with the account SID and auth token. Any provider speaking the same API works.
 */
export class TwilioSmsSender implements SmsSender {
  readonly kind = 'provider' as const;

  constructor(
    private readonly settings: SmsSettings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(to: string, body: string): Promise<void> {
    const { url, accountSid, authToken, from } = this.settings;
    const res = await this.fetchImpl(`${url}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (res.ok) return;
    const answer = (await res.json().catch(() => null)) as { code?: string | number; message?: string } | null;
    throw new SmsProviderError(res.status, answer?.code ?? null, answer?.message ?? `SMS provider answered ${res.status}`);
  }
}

/** The provider when `SMS_*` is set; otherwise the outbox, or (in production) a sender that drops with a warning. */
export function createSmsSender(opts: {
  settings: SmsSettings | null;
  isProduction: boolean;
  db: Database;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): SmsSender {
  if (opts.settings) return new TwilioSmsSender(opts.settings);
  if (opts.isProduction) {
    opts.log?.warn('SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are not set: texts to parents are dropped');
    return new DroppingSmsSender(opts.log);
  }
  return new OutboxSmsSender(opts.db, opts.clock);
}
