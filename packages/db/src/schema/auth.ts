import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Opaque refresh tokens, stored only as sha256 hashes. Every login starts a family; each use rotates
 * the token inside its family, and a second use of a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** How the family was started (email, preset, google...), answered by `POST /api/tokens`. */
    authType: text('auth_type').notNull(),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for its successor. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** Set when the family was revoked (logout, reuse, password reset). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

/** Emailed login codes, stored as keyed hashes with an expiry and a counter of wrong tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, replaced by a newer code, or killed by too many wrong tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)],
);

/** Single-use password-recovery links (`/new-password/{code}`), stored as sha256 hashes. */
export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_recoveries_hash_key').on(t.codeHash),
    index('password_recoveries_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Per-account sign-in state: a revoked account is answered 30401 (force logout) with this modal text,
 * and access tokens issued before `tokensValidAfter` are refused (password reset).
 */
export const accountAuthStates = pgTable('account_auth_states', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokeTitle: text('revoke_title'),
  revokeBody: text('revoke_body'),
  revokeActionText: text('revoke_action_text'),
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Social sign-in identities: the OpenID Connect issuer's subject linked to an account. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auth_identities_provider_subject_key').on(t.provider, t.subject),
    index('auth_identities_account_idx').on(t.accountId),
  ],
);

/** Server-driven modals queued for one account, delivered once through the status bundle. */
export const accountModals = pgTable(
  'account_modals',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Actions in the wire shape of `modalActionSchema`. */
    actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull(),
    isForceLogout: boolean('is_force_logout').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('account_modals_pending_idx').on(t.accountId, t.deliveredAt)],
);

/** The development outbox: every email when no SMTP server is configured (`GET /api/dev/mailbox`). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.to, t.id)],
);
