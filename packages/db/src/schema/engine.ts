import { bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { messages, questions } from './questions';

/** Experts who passed on a question (rejected it, or let the claim window run out): it leaves their queue. */
export const questionRejections = pgTable(
  'question_rejections',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    expertId: integer('expert_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'rejected' (the expert said no) or 'claim_expired' (claimed and never started). */
    reason: text('reason', { enum: ['rejected', 'claim_expired'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.expertId] })],
);

/** Every flag raised on a question, by the student (on the expert) or by the expert (on the question), for review. */
export const questionFlags = pgTable(
  'question_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    byRole: text('by_role', { enum: ['student', 'expert'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('question_flags_question_idx').on(t.questionId), index('question_flags_review_idx').on(t.reviewedAt, t.createdAt)],
);

/**
 * Contact details found (and masked) in chat messages and question titles, kept for review. `excerpt`
 * is the original matched text: the one place it survives, readable only by operators.
 */
export const moderationEvents = pgTable(
  'moderation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Where it was found: 'message', 'message_edit', 'suggestion' or 'title'. */
    field: text('field').notNull(),
    /** 'email', 'phone', 'url', 'meeting_link', 'social_handle' or 'digits'. */
    kind: text('kind').notNull(),
    excerpt: text('excerpt').notNull(),
    /** The stricter rules for User-ID (child) accounts applied. */
    isStrict: boolean('is_strict').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('moderation_events_question_idx').on(t.questionId), index('moderation_events_review_idx').on(t.reviewedAt, t.createdAt)],
);

/** Uploaded files (question images and sheets, Writing documents and reviews): where they are stored and who may read them. */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** Random, unguessable id; also the name under /api/files. */
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: ['question_image', 'question_sheet', 'writing_document', 'writing_review', 'avatar'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    /** Key of the bytes in the file store (local folder or S3-compatible bucket). */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_question_idx').on(t.questionId), index('stored_files_owner_idx').on(t.ownerId)],
);
