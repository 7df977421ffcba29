import { z } from 'zod';
import { CHAT_MESSAGE_MAX_CHARS, OTHER_FEEDBACK_MAX_CHARS, QUESTION_DESCRIPTION_MAX_CHARS } from '../constants';
import { DISCUSSION_STATUSES, END_REASONS, LANGUAGES, QUESTION_STATES, SUBJECT_GROUPS } from '../reference-data';
import { epochSeconds, formText, INTEGER_COLUMN_MAX, qidSchema, uidSchema } from './common';

const languageCodes = LANGUAGES.map((l) => l.code) as ['en', 'es'];

/** A person shown on a question (author or expert). */
export const personSchema = z.object({ uid: uidSchema, name: z.string().nullable(), avatar: z.string().nullable() });

/** Expert info shown in the banner when an expert first appears. */
export const expertInfoSchema = z.object({
  expert_uid: uidSchema,
  expert_name: z.string(),
  expert_rating: z.number().min(0).max(5),
  expert_info: z.string(),
});

/** One suggestion option. */
export const suggestionOptionSchema = z.object({ id: z.number().int(), body: z.string(), selected: z.boolean() });

/** A chat message (spec 001 section 3). Sender uid 0 is the system. */
export const messageSchema = z.object({
  mid: z.number().int(),
  qid: qidSchema,
  body: z.string(),
  es_body: z.string().nullable().optional(),
  sender: z.object({ uid: uidSchema }),
  created: epochSeconds,
  updated: epochSeconds,
  attachment: z.object({ size: z.number().int() }).nullable().optional(),
  attachment_url: z.string().nullable().optional(),
  message_type: z.enum(['text', 'suggestion', 'system', 'attachment']),
  suggestion: z
    .object({
      options: z.array(suggestionOptionSchema),
      time_remaining: z.number().int().nonnegative(),
      /** No answer can be given any more: one was chosen, the time ran out, or the session is over. */
      locked: z.boolean().optional(),
    })
    .nullable()
    .optional(),
  discussion_end_time: epochSeconds.nullable().optional(),
  challenged_question_answered: z.boolean().optional(),
  option_id: z.number().int().nullable().optional(),
  student_discussion_message: z.boolean().optional(),
  edit_discussion_message: z.boolean().optional(),
  /** The sender's own id for the message (an outbox entry); lets the sender match an echo to what it queued. */
  client_message_id: z.string().nullable().optional(),
});

/** The discussion of a question. */
export const discussionSchema = z.object({
  status: z.enum(DISCUSSION_STATUSES),
  duration: z.number().int().positive(),
  started: epochSeconds,
  flagged: z.boolean(),
});

/** A question / session (spec 001 section 3). */
export const questionSchema = z.object({
  qid: qidSchema,
  tid: z.number().int(),
  title: z.string(),
  subject_title: z.string(),
  state: z.enum(QUESTION_STATES),
  answered: z.boolean(),
  answer_point: z.number().int().min(0).max(5),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  created: epochSeconds,
  updated: epochSeconds,
  author: personSchema,
  expert: personSchema.nullable(),
  expert_info: expertInfoSchema.nullable(),
  discussion: discussionSchema.nullable(),
  messages: z.array(messageSchema),
  typing_message: z.string().nullable().optional(),
  previous_question_ids: z.array(qidSchema),
  allow_spreadsheet: z.boolean(),
  is_sheet_ready: z.boolean(),
  sheet_url: z.string().nullable(),
  attachment_url: z.string().nullable(),
  attachment_size: z.number().int().nullable(),
  lang: z.enum(languageCodes),
  meta_data: z.object({ mindset: z.object({ title: z.string() }) }),
  /** Why the session ended (null while it runs); lets a client that missed `discussionSessionEnded` say why. */
  end_reason: z.enum(END_REASONS).nullable().optional(),
  /** The session's debit was given back (match failed, ended unanswered, flagged by the expert before any message). */
  refunded: z.boolean().optional(),
  /** A free repost of an earlier session of the thread (`previous_question_ids`), meant for another expert. */
  is_repost: z.boolean().optional(),
  /** On a repost: why the student asked for another expert (the low rating's reason in the previous session). */
  repost_reason: z.string().nullable().optional(),
});

/** A subject of the ask configuration. */
export const askSubjectSchema = z.object({
  tid: z.number().int(),
  title: z.string(),
  subject_group: z.enum(SUBJECT_GROUPS),
  allow_spreadsheet: z.boolean(),
  image_url: z.string().nullable(),
});

/** A mindset of the ask configuration. */
export const mindsetSchema = z.object({ id: z.number().int(), title: z.string(), type: z.string(), image_url: z.string().nullable() });

/** `GET /api/ask-config` answer (spec 001 section 3). */
export const askConfigSchema = z.object({
  can_ask: z.boolean(),
  can_ask_vta: z.boolean(),
  open_question: z.object({ qid: qidSchema, allow_spreadsheet: z.boolean() }).nullable(),
  vta_open_qid: qidSchema.nullable(),
  subjects: z.array(askSubjectSchema),
  mindsets: z.array(mindsetSchema),
  languages: z.array(z.object({ code: z.enum(languageCodes), title: z.string() })),
  selected_language: z.enum(languageCodes),
  attachment_limit: z.object({ width: z.number().int(), height: z.number().int(), size: z.number().int() }),
});

/** Text fields of `POST /api/questions` (multipart; files travel beside them). */
export const askPayloadSchema = z.object({
  title: formText().max(QUESTION_DESCRIPTION_MAX_CHARS * 2),
  mindset_id: z.coerce.number().int().positive().max(INTEGER_COLUMN_MAX),
  mindset_desc: formText().max(500).optional(),
  subject_id: z.coerce.number().int().positive().max(INTEGER_COLUMN_MAX),
  lang: z.enum(languageCodes),
  sheet_url: formText().optional(),
});

/** `POST /api/questions/{qid}/messages` payload. */
export const sendMessageRequestSchema = z.object({
  body: z.string().max(CHAT_MESSAGE_MAX_CHARS * 2),
  client_message_id: z.string().max(64).optional(),
});

/** `POST /api/questions/{qid}/messages/{mid}/responses` payload. */
export const suggestionResponseRequestSchema = z.object({ option_id: z.number().int() });

/** `POST /api/questions/{qid}/idle-resets` payload. */
export const idleResetRequestSchema = z.object({ type: z.enum(['idle_warning', 'warning_modal']) });

/** Rating stages of the rating flow. */
export const RATING_STAGES = ['rating', 'choosing_reason', 'choosing_repost_option'] as const;

/** `POST /api/questions/{qid}/rates` payload (spec 001 section 3). */
export const ratingSubmissionSchema = z.object({
  stage: z.enum(RATING_STAGES),
  point: z.number().int().min(1).max(5),
  reason: z
    .object({ id: z.number().int(), content: z.string().max(OTHER_FEEDBACK_MAX_CHARS) })
    .nullable()
    .optional(),
  is_repost: z.boolean().optional(),
});

/** `POST /api/questions/{qid}/rates` answer. */
export const ratingAnswerSchema = z.object({ can_repost: z.boolean() });

/** Data of the session-ended event recorded for analytics (spec 001 section 3). */
export const sessionEndedDataSchema = z.object({
  qid: qidSchema,
  length: z.number().int().nonnegative(),
  first_bid: epochSeconds.nullable(),
  claim_time: epochSeconds.nullable(),
  answer_time: epochSeconds.nullable(),
  message_count: z.number().int().nonnegative(),
  processing_data: z.record(z.string(), z.unknown()),
});

/** `GET /api/expert/questions/{qid}/previous`: the earlier sessions of a repost's thread, oldest first, with their chat. */
export const previousSessionsSchema = z.object({ questions: z.array(questionSchema) });

/** One row of the session list. */
export const questionListItemSchema = questionSchema.omit({ messages: true });
/** `GET /api/questions?page=` answer. */
export const questionListSchema = z.object({ questions: z.array(questionListItemSchema) });
