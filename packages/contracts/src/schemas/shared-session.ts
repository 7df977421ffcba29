import { z } from 'zod';
import { epochSeconds } from './common';

/** `POST /api/questions/{qid}/shares` answer: the question's live share code and its page's absolute URL. */
export const shareAnswerSchema = z.object({ code: z.string(), url: z.string() });

/** `DELETE /api/questions/{qid}/shares` answer: whether a live code was revoked. */
export const shareRevocationAnswerSchema = z.object({ revoked: z.boolean() });

/** One step of the solver's working: its LaTeX and a one-line explanation in the session's language. */
export const solverStepSchema = z.object({ latex: z.string(), explanation: z.string() });

/**
 * The tutorial chat-bot's solver (spec 000 section 3, Shared session). `steps` is empty and `declined` true
 * when the problem could not be read or solved; `answer_latex` is shown only after substitution checked it.
 * `wolfram` is a Wolfram|Alpha short answer, null unless an app id is configured.
 */
export const solverSchema = z.object({
  ascii_math: z.string().nullable(),
  wolfram: z.string().nullable(),
  latex: z.string().nullable(),
  steps: z.array(solverStepSchema),
  answer_latex: z.string().nullable(),
  declined: z.boolean(),
});

/** A chat message as a shared page shows it: who wrote it by role only (no names or ids of the people). */
export const sharedMessageSchema = z.object({
  mid: z.number().int(),
  from: z.enum(['student', 'expert', 'system']),
  body: z.string(),
  created: epochSeconds,
  attachment_url: z.string().nullable(),
});

/** The question of a shared page. */
export const sharedQuestionSchema = z.object({
  title: z.string(),
  subject_title: z.string(),
  lang: z.enum(['en', 'es']),
  created: epochSeconds,
  attachment_url: z.string().nullable(),
  expert_name: z.string().nullable(),
  messages: z.array(sharedMessageSchema),
});

/**
 * `GET /api/misc/shared-sessions/{code}` answer (spec 000 sections 3 and 4). `viewer` says who looks: a guest
 * gets the preview only (`preview` true), the owner has no window, others a 24-hour window from their first
 * opening kept on the server (`expired_time`, epoch seconds; null for guests and the owner). EXPIRED pages
 * carry no messages and no steps.
 */
export const sharedSessionSchema = z.object({
  code: z.string(),
  status: z.enum(['NORMAL', 'EXPIRED']),
  viewer: z.enum(['guest', 'owner', 'viewer']),
  preview: z.boolean(),
  question: sharedQuestionSchema,
  solver: solverSchema,
  expired_time: epochSeconds.nullable(),
  server_time: epochSeconds,
});
