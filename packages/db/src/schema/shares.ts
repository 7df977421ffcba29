import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { questions } from './questions';

/**
 * Share codes of finished sessions (spec 000 'Shared session page'). A question has at most one live code;
 * revoking keeps the row (so an old link answers code 1, never a later session) and sets `revokedAt`.
 */
export const sharedSessions = pgTable(
  'shared_sessions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    qid: integer('qid')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shared_sessions_code_key').on(t.code),
    uniqueIndex('shared_sessions_live_qid_key')
      .on(t.qid)
      .where(sql`${t.revokedAt} is null`),
    index('shared_sessions_owner_idx').on(t.ownerId),
  ],
);

/**
 * One logged-in viewer's 24-hour window on one code (demo codes included), from their first opening: kept
 * on the server so that a reload or another device does not restart it.
 */
export const sharedSessionViews = pgTable(
  'shared_session_views',
  {
    code: text('code').notNull(),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.viewerId] }), index('shared_session_views_viewer_idx').on(t.viewerId)],
);
