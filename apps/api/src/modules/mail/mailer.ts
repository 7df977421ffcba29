import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
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

/** Real SMTP through nodemailer (`SMTP_URL`, e.g. `smtp://user:pass@host:587`, `smtps://...:465`). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  async close(): Promise<void> {
    this.transporter.close();
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
