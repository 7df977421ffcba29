import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Operator switches shared by every node (maintenance, ...). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Analytics and audit events, stored locally by default (brief section 8). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    accountId: integer('account_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_name_idx').on(t.name, t.createdAt)],
);

/** Durable timers: each due time is a row, taken once by one node, run after a restart. */
export const timers = pgTable(
  'timers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One due time per kind and subject: rescheduling (every chat message resets a session's idle timers) is one upsert on
  // this index inside the sender's transaction; without it each reschedule scanned the whole table.
  (t) => [index('timers_due_idx').on(t.dueAt), uniqueIndex('timers_kind_subject_idx').on(t.kind, t.subjectId)],
);
