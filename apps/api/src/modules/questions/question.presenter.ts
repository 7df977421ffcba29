import { END_REASONS, type messageSchema, type QuestionListItemWire, type questionSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import type { FileUrlSigner } from '../uploads/file-url-signer';
import { epochS } from '../../core/clock';
import { isSheetReady } from './question-access';
import type { MessageRow, QuestionView } from './question.repository';

/** Wire shape of a question. */
export type QuestionWire = z.infer<typeof questionSchema>;
/** Wire shape of a session list row (the contracts' own, which the queue's offers are cut from). */
export type { QuestionListItemWire };
/** Wire shape of a message. */
export type MessageWire = z.infer<typeof messageSchema>;

/** What presenters need besides the rows. */
export interface PresentContext {
  files: FileUrlSigner;
  now: Date;
  /** The question is over (explained or dead): its suggestion options are closed whatever their time says. */
  isQuestionOver?: boolean;
}

/** What a full question shows beyond its row: read from the ledger and the thread by `presentQuestionById`. */
export interface QuestionExtras {
  isRefunded: boolean;
  repostReason: string | null;
}

/** Text shown in place of a missing expert name. */
export const EXPERT_NAME_FALLBACK = 'Your Expert';

/** Seconds a suggestion's options stay open from now (0 once locked). */
export function suggestionTimeRemainingS(message: Pick<MessageRow, 'createdAt' | 'suggestion'>, now: Date): number {
  if (!message.suggestion) return 0;
  const elapsedS = Math.floor((now.getTime() - message.createdAt.getTime()) / 1000);
  return Math.max(0, message.suggestion.timeRemainingS - Math.max(0, elapsedS));
}

/**
 * A suggestion's options and whether they still take an answer: the lock is part of the message (not a
 * client's reading of the clock), so every reader, live or after a reload, says the same.
 */
function presentSuggestion(
  suggestion: NonNullable<MessageRow['suggestion']>,
  timeRemainingS: number,
  isQuestionOver: boolean,
): NonNullable<MessageWire['suggestion']> {
  const selected = suggestion.selectedOptionId;
  const remainingS = isQuestionOver ? 0 : timeRemainingS;
  return {
    options: suggestion.options.map((o) => ({ id: o.id, body: o.body, selected: o.id === selected })),
    time_remaining: remainingS,
    locked: selected !== null || remainingS <= 0,
  };
}

/** Maps a message row to the wire (sender 0 is the system; times in epoch seconds). */
export function presentMessage(m: MessageRow, authorId: number, ctx: PresentContext): MessageWire {
  const selected = m.suggestion?.selectedOptionId ?? null;
  return {
    mid: m.id,
    qid: m.questionId,
    body: m.body,
    es_body: m.esBody,
    sender: { uid: m.senderId ?? 0 },
    created: epochS(m.createdAt),
    updated: epochS(m.updatedAt),
    attachment: m.attachmentSize !== null ? { size: m.attachmentSize } : null,
    attachment_url: m.attachmentUrl,
    message_type: m.messageType,
    suggestion: m.suggestion ? presentSuggestion(m.suggestion, suggestionTimeRemainingS(m, ctx.now), ctx.isQuestionOver ?? false) : null,
    discussion_end_time: m.messageType === 'system' ? epochS(m.createdAt) : null,
    challenged_question_answered: m.suggestion ? selected !== null : false,
    option_id: selected,
    student_discussion_message: m.senderId !== null && m.senderId === authorId,
    edit_discussion_message: m.updatedAt.getTime() !== m.createdAt.getTime() && m.messageType !== 'system',
    client_message_id: m.clientMessageId,
  };
}

function expertRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(5, Math.max(0, Math.round((sum / count) * 10) / 10));
}

/** Maps a question view to a session list row (no messages). */
export function presentQuestionListItem(view: QuestionView, ctx: PresentContext): QuestionListItemWire {
  const { q, expert } = view;
  const isDiscussionKnown = q.discussionStatus !== null && q.discussionStartedAt !== null && q.discussionDurationS !== null;
  return {
    qid: q.id,
    tid: q.subjectId,
    title: q.title,
    subject_title: view.subjectTitle,
    state: q.state,
    answered: q.answered,
    answer_point: q.answerPoint,
    flagged: q.flagged,
    flag_reason: q.flagReason,
    created: epochS(q.createdAt),
    updated: epochS(q.updatedAt),
    author: { uid: view.author.id, name: view.author.name, avatar: view.author.avatar },
    expert: expert ? { uid: expert.id, name: expert.name, avatar: expert.avatar } : null,
    expert_info: presentExpertInfo(expert),
    discussion: isDiscussionKnown
      ? {
          status: q.discussionStatus!,
          duration: q.discussionDurationS!,
          started: epochS(q.discussionStartedAt!),
          flagged: q.discussionFlagged,
        }
      : null,
    typing_message: null,
    previous_question_ids: q.previousQuestionIds,
    allow_spreadsheet: q.allowSpreadsheet,
    is_sheet_ready: isSheetReady(q),
    sheet_url: q.sheetFileId ? ctx.files.url(q.sheetFileId, ctx.now) : q.sheetUrl,
    attachment_url: q.attachmentFileId ? ctx.files.url(q.attachmentFileId, ctx.now) : q.attachmentUrl,
    attachment_size: q.attachmentSize,
    lang: q.lang === 'es' ? 'es' : 'en',
    meta_data: { mindset: { title: q.mindsetTitle } },
    end_reason: isEndReason(q.endReason) ? q.endReason : null,
    is_repost: q.isRepost,
  };
}

function isEndReason(value: string | null): value is (typeof END_REASONS)[number] {
  return value !== null && (END_REASONS as readonly string[]).includes(value);
}

/** Maps a question view, its messages and extras to the wire question. */
export function presentQuestion(view: QuestionView, messages: MessageRow[], ctx: PresentContext, extras: QuestionExtras): QuestionWire {
  const { q } = view;
  const messageCtx: PresentContext = { ...ctx, isQuestionOver: q.state === 'explained' || q.state === 'dead' };
  return {
    ...presentQuestionListItem(view, ctx),
    messages: messages.map((m) => presentMessage(m, q.authorId, messageCtx)),
    refunded: extras.isRefunded,
    repost_reason: extras.repostReason,
  };
}

/** The expert info of the `questionGranted` event and the banner: name, rating (one decimal) and info text. */
export function presentExpertInfo(expert: QuestionView['expert']): QuestionWire['expert_info'] {
  if (!expert) return null;
  return {
    expert_uid: expert.id,
    expert_name: expert.name ?? EXPERT_NAME_FALLBACK,
    expert_rating: expertRating(expert.ratingSum, expert.ratingCount),
    expert_info: expert.info,
  };
}
