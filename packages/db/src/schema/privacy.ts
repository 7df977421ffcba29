import { bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A parents' credit offer (`/parents-opting/{code}`): free sessions for one student, granted through the
 * ledger once when a parent accepts with a phone number. Made by an admin or when a User-ID account runs out.
 */
export const parentsOffers = pgTable(
  'parents_offers',
  {
    id: serial('id').primaryKey(),
    /** Unguessable code of the offer's link. */
    code: text('code').notNull().unique('parents_offers_code_key'),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sessions: integer('sessions').notNull(),
    origin: text('origin', { enum: ['admin', 'out_of_sessions'] }).notNull(),
    state: text('state', { enum: ['optin', 'refused', 'accepted'] })
      .notNull()
      .default('optin'),
    /** `+1` and ten digits: given by the admin (the link is texted to it) or by the parent when answering. */
    phone: text('phone'),
    createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('parents_offers_account_idx').on(t.accountId, t.state)],
);

/** The development SMS outbox (brief section 8 style, like the mailbox): texts stored, readable outside production. */
export const devSmsOutbox = pgTable(
  'dev_sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_sms_outbox_to_idx').on(t.toPhone, t.createdAt)],
);

/**
 * A data-deletion request (`/data-deletion/{request_id}`). `accountId` is cleared when the erasure job has
 * run, so the request itself names nobody afterwards.
 */
export const dataDeletionRequests = pgTable(
  'data_deletion_requests',
  {
    id: serial('id').primaryKey(),
    /** Unguessable id of the public status page. */
    requestId: text('request_id').notNull().unique('data_deletion_requests_request_id_key'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    origin: text('origin', { enum: ['settings', 'provider_callback', 'admin'] }).notNull(),
    state: text('state', { enum: ['pending', 'completed'] })
      .notNull()
      .default('pending'),
    /** Confirmation code answered to a provider's deletion callback. */
    confirmationCode: text('confirmation_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('data_deletion_requests_account_idx').on(t.accountId)],
);

/** Browser and server errors, kept (bounded) when no Sentry DSN is configured; listed in the admin area. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source', { enum: ['web', 'console', 'server', 'csp'] }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url'),
    release: text('release'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_created_idx').on(t.createdAt)],
);
