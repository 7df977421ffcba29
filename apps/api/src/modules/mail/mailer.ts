import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../../core/clock';
import { insertMail } from './mailbox.repository';

/** One email to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends email: SMTP in production, the dev outbox locally (brief section 8). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Sends one message; throws when it could not be handed over. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

// nodemailer is loaded at the first SMTP send, not with the server: its modules only slowed every start.
let nodemailerModule: Promise<typeof nodemailer> | undefined;

function loadNodemailer(): Promise<typeof nodemailer> {
  nodemailerModule ??= import('nodemailer').then((m) => m.default);
  return nodemailerModule;
}

/** Real SMTP through nodemailer (`SMTP_URL`, e.g. `smtp://user:pass@host:587`, `smtps://...:465`). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private transporter: Promise<Transporter> | null = null;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {
    // A malformed SMTP_URL still stops the start, as when the transport was built here.
    new URL(url);
  }

  async send(message: MailMessage): Promise<void> {
    this.transporter ??= loadNodemailer().then((lib) => lib.createTransport(this.url));
    const transporter = await this.transporter;
    await transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  async close(): Promise<void> {
    // Nothing was opened when nothing was sent.
    (await this.transporter?.catch(() => null))?.close();
  }
}

/** The development outbox: mail lands in the `dev_mailbox` table, read at `GET /api/dev/mailbox`. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await insertMail(this.db, { ...message, to: message.to.toLowerCase(), createdAt: this.clock.now() });
  }

  async close(): Promise<void> {}
}

/** SMTP when `SMTP_URL` is set, the outbox otherwise (with a warning in production, where nobody reads it). */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  mailFrom: string;
  isProduction: boolean;
  db: Database;
  clock: Clock;
  log?: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) return new SmtpMailer(opts.smtpUrl, opts.mailFrom);
  if (opts.isProduction) opts.log?.warn('SMTP_URL is not set: emails are only stored in the dev_mailbox table');
  return new OutboxMailer(opts.db, opts.clock);
}
