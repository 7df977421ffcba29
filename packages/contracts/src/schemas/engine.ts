import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX_CHARS,
  FILE_SIZE_LIMIT_MB,
  IMAGE_MIN_DIMENSION_PX,
  SESSION_LIST_PAGE_SIZE,
  SUGGESTION_TIME_REMAINING_S,
} from '../constants';
import { qidSchema } from './common';
import { questionListItemSchema } from './question';

/** Path parameters of every `/questions/{qid}` route. */
export const questionParamsSchema = z.object({ qid: z.coerce.number().int().positive() });

/** Path parameters of the `/questions/{qid}/messages/{mid}` routes. */
export const messageParamsSchema = z.object({ qid: z.coerce.number().int().positive(), mid: z.coerce.number().int().positive() });

/** `GET /api/questions` query: `page` from 1 (pages of 20, newest first), or `type=sample` for the sample sessions. */
export const questionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(SESSION_LIST_PAGE_SIZE).optional(),
  type: z.enum(['sample']).optional(),
});

/** `GET /api/expert/questions` query. */
export const expertQuestionListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** `GET /api/expert/queue` answer: connecting questions in the expert's subjects, oldest first. */
export const expertQueueSchema = z.object({ questions: z.array(questionListItemSchema) });

/** A row of a question list as the wire carries it (snake_case). */
export type QuestionListItemWire = z.infer<typeof questionListItemSchema>;

/**
 * What every question waiting in the queue is, whatever else it is: connecting, unclaimed, not started, unrated, not
 * flagged, not ended. An offer leaves these out (issue 19: about a third of a queue row's bytes, on every frame of a
 * subject's burst to every expert).
 */
export const WAITING_QUESTION = {
  state: 'connecting',
  answered: false,
  answer_point: 0,
  flagged: false,
  flag_reason: null,
  expert: null,
  expert_info: null,
  discussion: null,
  typing_message: null,
  end_reason: null,
} as const satisfies Partial<QuestionListItemWire>;

const WAITING_KEYS = Object.fromEntries(Object.keys(WAITING_QUESTION).map((key) => [key, true])) as {
  [K in keyof typeof WAITING_QUESTION]: true;
};

/**
 * An offer of a question to the experts (`questionOffered`, and each of a `subjectQueueChanged` batch): the queue's row
 * without what every waiting question is; `queueItemOfOffer` gives the row back, as `GET /api/expert/queue` lists it.
 */
export const queueOfferSchema = questionListItemSchema.omit(WAITING_KEYS);
export type QueueOffer = z.infer<typeof queueOfferSchema>;

/** The queue's row of a question waiting to be claimed, without what every waiting question is. */
export function queueOfferOf(item: QuestionListItemWire): QueueOffer {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !(key in WAITING_KEYS))) as QueueOffer;
}

/**
 * The experts' queue order, oldest first: by ask time (`created`), then qid. The console keeps its queue in it and the
 * server's subject queue batcher counts by it which offers no console lists.
 */
export function compareQueueOrder(a: { created: number; qid: number }, b: { created: number; qid: number }): number {
  return a.created - b.created || a.qid - b.qid;
}

/** The queue's row of an offered question (what `GET /api/expert/queue` lists for it). */
export function queueItemOfOffer(offer: QueueOffer): QuestionListItemWire {
  return { ...offer, ...WAITING_QUESTION };
}

/** `PUT /api/expert/questions/{qid}/messages/{mid}` payload. */
export const editMessageRequestSchema = z.object({ body: z.string().max(CHAT_MESSAGE_MAX_CHARS * 2) });

/** `POST /api/expert/questions/{qid}/suggestions` payload: a question with 2 to 4 options, open for `time_remaining` seconds. */
export const suggestionRequestSchema = z.object({
  body: z.string().max(CHAT_MESSAGE_MAX_CHARS * 2),
  options: z
    .array(z.object({ body: z.string().trim().min(1).max(500) }))
    .min(2)
    .max(4),
  time_remaining: z.number().int().min(5).max(3600).default(SUGGESTION_TIME_REMAINING_S),
});

/** `POST /api/expert/questions/{qid}/flags` payload. */
export const expertFlagRequestSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/** `POST /api/questions/{qid}/flags` payload (the spec sends none; a reason is optional). */
export const studentFlagRequestSchema = z.object({ reason: z.string().trim().max(500).optional() }).nullish();

/** `POST /api/questions/{qid}/reposts` payload (the spec sends the qid again; the path wins). */
export const repostRequestSchema = z.object({ qid: qidSchema.optional() }).nullish();

/** Multipart field names of `POST /api/questions` files (the spec's imageFile and sheetFile; short names accepted too). */
export const ASK_FILE_FIELDS = { image: ['image_file', 'image'], sheet: ['sheet_file', 'sheet'] } as const;

/** Texts of the ask validation errors (spec 001 section 5). */
export const ASK_ERROR_TEXTS = {
  INVALID_SHEETS_LINK: 'Invalid Google Sheets link.',
  SHEET_NOT_ALLOWED_BUSINESS: 'Sheet cannot be used with Business subject',
  SHEET_NOT_ALLOWED: 'Sheet cannot be used with this subject',
  SHEET_FILE_AND_LINK: 'Attach a sheet file or a Google Sheets link, not both.',
  SHEET_TYPE: 'Please use one of following file types: xls, xlsx.',
  IMAGE_TOO_SMALL: `The image is too small. It must be at least ${IMAGE_MIN_DIMENSION_PX} x ${IMAGE_MIN_DIMENSION_PX} pixels.`,
  FILE_TOO_LARGE: `The attached file size is too large and cannot be uploaded. Maximum file size ${FILE_SIZE_LIMIT_MB}MB.`,
  MESSAGE_EMPTY: 'The message is empty.',
  MESSAGE_TOO_LONG: 'The message is too long.',
} as const;
