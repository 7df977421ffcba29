import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A student's notifications (spec 000 section 3, Notification), written by subscribers of domain events.
 * `action` and `params` carry the spec's chat_extended link; other notifications leave them null.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    qid: integer('qid'),
    /** The text in English (before issue 19's change: in the account's language at the time). */
    message: text('message').notNull(),
    /** The same text in Spanish; null on rows written before it existed (they show `message`). */
    messageEs: text('message_es'),
    isRead: boolean('is_read').notNull().default(false),
    icon: text('icon'),
    action: text('action', { enum: ['chat_extended'] }),
    params: jsonb('params').$type<{ mid?: number; option_id?: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.isRead, t.createdAt)],
);
