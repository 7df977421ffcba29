import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A Writing problem (spec 001, the Writing track): the student's description and document (an uploaded doc/docx in
 * `stored_files`, or a Google Docs link), its writer, the 48-hour deadline, the review and the rating. `requeued` is
 * set when a first deadline passed undelivered and the problem went back to the queue (it does so once).
 */
export const writingProblems = pgTable(
  'writing_problems',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    /** The alternative address the review is also sent to. */
    email: text('email'),
    source: text('source', { enum: ['file', 'url'] }).notNull(),
    /** The uploaded document (`stored_files.id`), checked by content. */
    fileId: text('file_id'),
    fileName: text('file_name'),
    fileKind: text('file_kind', { enum: ['doc', 'docx'] }),
    url: text('url'),
    state: text('state', { enum: ['waiting', 'claimed', 'delivered', 'refunded'] })
      .notNull()
      .default('waiting'),
    writerId: integer('writer_id').references(() => accounts.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the review is due: the 48-hour promise, or the second window after a requeue. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    requeued: boolean('requeued').notNull().default(false),
    /** The reviewed docx (`stored_files.id`) and the writer's summary. */
    reviewFileId: text('review_file_id'),
    reviewFileName: text('review_file_name'),
    reviewComment: text('review_comment'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** 0 until rated through the emailed link. */
    ratingPoint: smallint('rating_point').notNull().default(0),
    /** 4 bad explanation, 5 took too long, 0 none. */
    ratingReason: smallint('rating_reason'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('writing_problems_student_idx').on(t.studentId, t.createdAt),
    index('writing_problems_state_idx').on(t.state, t.createdAt),
    index('writing_problems_writer_idx').on(t.writerId, t.updatedAt),
    // A safety net under the service rule: one open Writing problem per student.
    uniqueIndex('writing_problems_one_open_per_student')
      .on(t.studentId)
      .where(sql`${t.state} in ('waiting', 'claimed')`),
  ],
);

/**
 * The emailed rating link of a delivered problem: only the SHA-256 of the token is kept, one link per problem, valid
 * until `expires_at`. The link reads the problem and rates it once; it does nothing else.
 */
export const writingRatingTokens = pgTable('writing_rating_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  problemId: integer('problem_id')
    .notNull()
    .unique('writing_rating_tokens_problem_key')
    .references(() => writingProblems.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
