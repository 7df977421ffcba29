import type { DbExecutor } from '@photostudy/db';
import { type ContactFinding, moderateText } from './contact-details';
import { insertModerationEvents, listEvents, type ModerationEventRow } from './moderation.repository';

/** Where a moderated text belongs, for the review record. */
export interface ModerationContext {
  questionId: number | null;
  messageId?: number | null;
  accountId: number | null;
  field: 'message' | 'message_edit' | 'suggestion' | 'title';
  /** The stricter child rules apply (a User-ID account is on either side of the chat). */
  isStrict: boolean;
}

/**
 * Chat safety: masks contact details before a text is stored or published, and records what was
 * masked in `moderation_events` inside the caller's transaction.
 */
export const chatModeration = {
  /** The masked text and the findings, without recording anything. */
  check(text: string, isStrict: boolean): { text: string; findings: ContactFinding[] } {
    return moderateText(text, { strict: isStrict });
  },

  /** Records findings of one text. */
  async record(tx: DbExecutor, context: ModerationContext, findings: ContactFinding[]): Promise<void> {
    await insertModerationEvents(
      tx,
      findings.map((f) => ({
        questionId: context.questionId,
        messageId: context.messageId ?? null,
        accountId: context.accountId,
        field: context.field,
        kind: f.kind,
        excerpt: f.excerpt,
        isStrict: context.isStrict,
      })),
    );
  },

  /** What was masked, newest first, for review (admin area). */
  events(db: DbExecutor, limit: number): Promise<ModerationEventRow[]> {
    return listEvents(db, limit);
  },
};
