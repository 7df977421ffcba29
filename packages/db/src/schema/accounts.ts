import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every account: students (email, social, preset, User-ID), experts and admins. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['student', 'expert', 'admin'] })
      .notNull()
      .default('student'),
    /** Lower-cased, trimmed email; null for User-ID accounts. */
    email: text('email'),
    /** Login id of a User-ID (child) account. */
    loginId: text('login_id'),
    passwordHash: text('password_hash'),
    /** 'email' | 'preset' | 'user_id' | social provider: how the account signs in. */
    authType: text('auth_type').notNull().default('email'),
    /** Created by an administrator and not yet given its own password. */
    isPresetPending: boolean('is_preset_pending').notNull().default(false),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    grade: smallint('grade'),
    /** Profile status: 0 forces the grade dialog, 1 complete. */
    status: smallint('status').notNull().default(0),
    supportPriority: smallint('support_priority').notNull().default(0),
    phoneNumber: text('phone_number'),
    registrationOrigin: text('registration_origin'),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    language: text('language').notNull().default('en'),
    orderNumber: text('order_number'),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    allowsAccountMessages: boolean('allows_account_messages').notNull().default(false),
    /** Privacy setting (spec 000 section 7): store and audit the account's activity. */
    storesAuditInfo: boolean('stores_audit_info').notNull().default(true),
    /** Privacy setting (spec 000 section 7): share information with partners. */
    sharesWithPartners: boolean('shares_with_partners').notNull().default(false),
    /** Set when the student asked for data deletion: the account can no longer sign in, and its erasure job is due. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    uniqueIndex('accounts_login_id_key').on(t.loginId),
    index('accounts_role_idx').on(t.role),
  ],
);

/** Subjects an expert covers, and the profile shown to students. */
export const expertProfiles = pgTable('expert_profiles', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  subjectIds: jsonb('subject_ids')
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  info: text('info').notNull().default(''),
  ratingSum: integer('rating_sum').notNull().default(0),
  ratingCount: integer('rating_count').notNull().default(0),
});
