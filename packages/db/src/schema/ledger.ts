import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * The one ledger (brief section 6): every balance change is a row, the balance is the sum.
 * `kind` 'session' is the STEM/Business session balance; 'writing' the Writing credits.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['session', 'writing'] }).notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason', {
      enum: ['ask_debit', 'refund', 'purchase', 'purchase_refund', 'reservation', 'grant', 'revoke', 'repost', 'seed'],
    }).notNull(),
    /** The question of a 'session' row's ask debit or refund. */
    questionId: integer('question_id'),
    /** The Writing problem of a 'writing' row's debit or refund (its ids are not question ids). */
    writingProblemId: integer('writing_problem_id'),
    /** The purchase a 'purchase' credit or a 'purchase_refund' reversal belongs to. */
    purchaseId: integer('purchase_id'),
    note: text('note'),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_account_idx').on(t.accountId, t.kind), index('ledger_purchase_idx').on(t.purchaseId)],
);
