import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { subjects } from './catalog';

/** A question and its discussion; `isSample` rows are the sample sessions every student may read. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => accounts.id),
    expertId: integer('expert_id').references(() => accounts.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id),
    title: text('title').notNull(),
    mindsetId: integer('mindset_id'),
    mindsetTitle: text('mindset_title').notNull().default(''),
    lang: text('lang').notNull().default('en'),
    state: text('state', { enum: ['connecting', 'in_progress', 'explained', 'dead'] })
      .notNull()
      .default('connecting'),
    answered: boolean('answered').notNull().default(false),
    answerPoint: smallint('answer_point').notNull().default(0),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason'),
    discussionStatus: text('discussion_status', { enum: ['STARTED', 'EXPIRED'] }),
    discussionDurationS: integer('discussion_duration_s'),
    discussionStartedAt: timestamp('discussion_started_at', { withTimezone: true }),
    discussionFlagged: boolean('discussion_flagged').notNull().default(false),
    endReason: text('end_reason'),
    threadRootId: integer('thread_root_id'),
    previousQuestionIds: jsonb('previous_question_ids').$type<number[]>().notNull().default([]),
    allowSpreadsheet: boolean('allow_spreadsheet').notNull().default(false),
    /**
     * The server holds the question's live sheet (`question_sheets`: a workbook imported at ask time, or a Google Sheets
     * link). The wire's `is_sheet_ready` is this and an assigned expert; files uploaded before issue 18 have it false.
     */
    isSheetReady: boolean('is_sheet_ready').notNull().default(false),
    sheetUrl: text('sheet_url'),
    attachmentUrl: text('attachment_url'),
    attachmentSize: integer('attachment_size'),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // --- question engine (apps/api/src/modules/questions) ---
    /** Stored image of the question (`stored_files.id`); served signed under /api/files. */
    attachmentFileId: text('attachment_file_id'),
    /** Stored Excel sheet of the question (`stored_files.id`). */
    sheetFileId: text('sheet_file_id'),
    /** First claim by any expert (the session-ended event's `first_bid`). */
    firstClaimedAt: timestamp('first_claimed_at', { withTimezone: true }),
    /** Claim of the current expert (`claim_time`). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** First expert message (`answer_time`). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Created by a free repost (no debit); a repost offers no further repost. */
    isRepost: boolean('is_repost').notNull().default(false),
    /** The repost made from this question, once. */
    repostedAsId: integer('reposted_as_id'),
    ratingStage: text('rating_stage'),
    ratingReasonId: integer('rating_reason_id'),
    ratingReasonContent: text('rating_reason_content'),
    isRepostRequested: boolean('is_repost_requested'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_author_idx').on(t.authorId, t.createdAt),
    index('questions_state_idx').on(t.state),
    index('questions_expert_idx').on(t.expertId, t.createdAt),
    // Safety nets under the service rules: one open question per student, one live question per expert.
    uniqueIndex('questions_one_open_per_author')
      .on(t.authorId)
      .where(sql`${t.state} in ('connecting', 'in_progress') and ${t.isSample} = false`),
    uniqueIndex('questions_one_live_per_expert')
      .on(t.expertId)
      .where(sql`${t.state} in ('connecting', 'in_progress') and ${t.expertId} is not null`),
  ],
);

/** A chat message; sender 0 (null here) is the system. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => accounts.id),
    body: text('body').notNull(),
    esBody: text('es_body'),
    messageType: text('message_type', { enum: ['text', 'suggestion', 'system', 'attachment'] })
      .notNull()
      .default('text'),
    attachmentUrl: text('attachment_url'),
    attachmentSize: integer('attachment_size'),
    suggestion: jsonb('suggestion').$type<{
      options: { id: number; body: string }[];
      timeRemainingS: number;
      selectedOptionId: number | null;
    }>(),
    clientMessageId: text('client_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_question_idx').on(t.questionId, t.id),
    uniqueIndex('messages_client_id_key').on(t.questionId, t.senderId, t.clientMessageId),
  ],
);
