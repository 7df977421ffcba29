import { z } from 'zod';
import type { Camelize } from '../case';
import { SESSION_LIST_PAGE_SIZE, WRITING_DESCRIPTION_MAX_CHARS } from '../constants';
import { epochSeconds, formText, uidSchema } from './common';

/**
 * Where a Writing problem stands: waiting for a writer, claimed by one, delivered (reviewed file and comment
 * sent), or refunded (nobody delivered by the deadline).
 */
export const WRITING_STATES = ['waiting', 'claimed', 'delivered', 'refunded'] as const;
/** How the student gave the document: an uploaded doc/docx, or a Google Docs link. */
export const WRITING_SOURCES = ['file', 'url'] as const;
/** Why a student cannot submit now (null when they can): the catalogue's error names. */
export const WRITING_BLOCKS = ['OUT_OF_BALANCE', 'WRITING_IN_PROGRESS', 'WEEKLY_LIMITATION', 'MONTHLY_LIMITATION'] as const;

/** The reviewed document and the writer's summary, once delivered. */
export const writingReviewSchema = z.object({
  /** A signed link to the reviewed docx (works for the student, expires like other file links). */
  file_url: z.string(),
  file_name: z.string(),
  comment: z.string(),
  delivered: epochSeconds,
});

/** A Writing problem as its student sees it (`/my-sessions`, the ask screen, the writing info). */
export const writingProblemSchema = z.object({
  id: z.number().int().positive(),
  description: z.string(),
  /** The alternative address the review is also sent to. */
  email: z.string().nullable(),
  source: z.enum(WRITING_SOURCES),
  file_name: z.string().nullable(),
  url: z.string().nullable(),
  state: z.enum(WRITING_STATES),
  created: epochSeconds,
  /** The 48-hour promise: when the review is due. */
  deadline: epochSeconds,
  review: writingReviewSchema.nullable(),
  /** 0 when not rated. */
  rating_point: z.number().int().min(0).max(5),
});

/**
 * `GET /api/es/askers/me/problems?page=` answer: the student's Writing problems for `/my-sessions`, newest first,
 * SESSION_LIST_PAGE_SIZE a page; `has_more` when a next page exists.
 */
export const writingProblemListSchema = z.object({ problems: z.array(writingProblemSchema), has_more: z.boolean() });

/** `GET /api/es/askers/me/problems` query: pages from 1. */
export const writingProblemListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() });

/** Page size of the student's Writing problem list (the session list's). */
export const WRITING_PROBLEM_PAGE_SIZE = SESSION_LIST_PAGE_SIZE;

/**
 * The Writing subject of the reference data: an expert whose subjects include it is a writer (Writing queue,
 * claims, deliveries). It is not one of the ask form's STEM/Business `SUBJECTS` (questions never carry it).
 */
export const WRITING_SUBJECT = { tid: 100, title: 'Writing' } as const;

/** `GET /api/es/askers/me`: credits, what the limits allow now, and the open problem if any. */
export const writingInfoSchema = z.object({
  credit_count: z.number().int().nonnegative(),
  weekly_limit: z.number().int().nonnegative(),
  weekly_used: z.number().int().nonnegative(),
  monthly_limit: z.number().int().nonnegative(),
  monthly_used: z.number().int().nonnegative(),
  /** Why a submission would be refused now; null when it would be accepted. */
  blocked_by: z.enum(WRITING_BLOCKS).nullable(),
  /** The problem in progress (waiting or claimed), if any. */
  question: writingProblemSchema.nullable(),
});

/**
 * `POST /api/es/askers/me/problems` fields (multipart): description, optional alternative email, and either a
 * `file` part (doc or docx, at most 10 MB, checked by content) or `url` (a Google Docs document link).
 */
export const writingSubmissionFieldsSchema = z.object({
  description: formText().trim().min(1).max(WRITING_DESCRIPTION_MAX_CHARS),
  email: z.email().max(320).optional(),
  url: formText().max(2048).optional(),
});

/** `GET /api/es/askers/me/problem?token=` query. */
export const writingRatingTokenQuerySchema = z.object({ token: z.string().min(16).max(256) });

/** `GET /api/es/askers/me/problem?token=` answer: the delivered problem the link rates (works logged out). */
export const writingRatingProblemSchema = z.object({
  id: z.number().int().positive(),
  description: z.string(),
  delivered: epochSeconds,
  /** Above 0 when already rated: the page shows 'Question is already rated!'. */
  rating_point: z.number().int().min(0).max(5),
});

/** Reasons of the Writing rating page (spec 001): 4 bad explanation, 5 took too long, 0 none (3 stars or more). */
export const WRITING_RATING_REASONS = { NONE: 0, BAD_EXPLANATION: 4, TOOK_TOO_LONG: 5 } as const;

/** `POST /api/es/problems/rates` payload. Points 1 and 2 need reason 4 or 5; 3 or more take reason 0. */
export const writingRatingRequestSchema = z
  .object({
    token: z.string().min(16).max(256),
    point: z.number().int().min(1).max(5),
    reason: z.union([z.literal(0), z.literal(4), z.literal(5)]),
  })
  .refine((r) => (r.point <= 2 ? r.reason !== 0 : r.reason === 0), {
    message: 'points 1 and 2 need reason 4 or 5; 3 or more take reason 0',
    path: ['reason'],
  });

// --- the writer's side (expert console) ---

/** A Writing problem in a writer's queue or history. */
export const writingQueueItemSchema = z.object({
  id: z.number().int().positive(),
  description: z.string(),
  source: z.enum(WRITING_SOURCES),
  state: z.enum(WRITING_STATES),
  created: epochSeconds,
  deadline: epochSeconds,
  /** The writer holding it, when claimed or delivered. */
  writer_uid: uidSchema.nullable(),
});

/** `GET /api/expert/writing/queue`: waiting problems (oldest first) and the ones I hold. */
export const writingQueueSchema = z.object({
  waiting: z.array(writingQueueItemSchema),
  mine: z.array(writingQueueItemSchema),
});

/** How the console shows the student's document. */
export const writingPreviewSchema = z.discriminatedUnion('kind', [
  /** A docx rendered to HTML (mammoth), sanitised on the server. */
  z.object({ kind: z.literal('html'), html: z.string() }),
  /** A .doc's text (word-extractor). */
  z.object({ kind: z.literal('text'), text: z.string() }),
  /** A Google Docs link, opened in a new tab. */
  z.object({ kind: z.literal('link'), url: z.string() }),
]);

/** `GET /api/expert/writing/problems/{id}` and the claim and delivery answers. */
export const writingExpertProblemSchema = writingQueueItemSchema.extend({
  email: z.string().nullable(),
  file_name: z.string().nullable(),
  url: z.string().nullable(),
  /** A signed link to the student's original file (null for a link). */
  original_file_url: z.string().nullable(),
  preview: writingPreviewSchema,
  review: writingReviewSchema.nullable(),
  rating_point: z.number().int().min(0).max(5),
});

/** `/api/expert/writing/problems/{id}` and `/api/admin/writing-problems/{id}` path. */
export const writingProblemParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** `POST /api/expert/writing/problems/{id}/deliveries` fields (multipart: a docx `file` part and `comment`). */
export const writingDeliveryFieldsSchema = z.object({ comment: formText().trim().min(1).max(5000) });

/** A Writing problem in the admin area. */
export const adminWritingProblemSchema = writingQueueItemSchema.extend({
  student_uid: uidSchema,
  student_email: z.string().nullable(),
  writer_email: z.string().nullable(),
  delivered: epochSeconds.nullable(),
  rating_point: z.number().int().min(0).max(5),
  rating_reason: z.number().int().nullable(),
  requeued: z.boolean(),
});

/** `GET /api/admin/writing-problems?state=` answer, newest first (at most ADMIN_LIST_LIMIT rows). */
export const adminWritingProblemListSchema = z.object({ problems: z.array(adminWritingProblemSchema) });

/** `GET /api/admin/writing-problems` query. */
export const adminWritingProblemQuerySchema = z.object({ state: z.enum(WRITING_STATES).optional() });

export type WritingProblem = Camelize<z.infer<typeof writingProblemSchema>>;
export type WritingInfo = Camelize<z.infer<typeof writingInfoSchema>>;
export type WritingRatingProblem = Camelize<z.infer<typeof writingRatingProblemSchema>>;
export type WritingQueueItem = Camelize<z.infer<typeof writingQueueItemSchema>>;
export type WritingExpertProblem = Camelize<z.infer<typeof writingExpertProblemSchema>>;
export type AdminWritingProblem = Camelize<z.infer<typeof adminWritingProblemSchema>>;
