import type { z } from 'zod';
import type { Camelize } from './case';
import type * as account from './schemas/account';
import type * as question from './schemas/question';
import type * as shared from './schemas/shared-pages';
import type * as sharedSession from './schemas/shared-session';

/** Status bundle. */
export type StatusBundle = Camelize<z.infer<typeof account.statusBundleSchema>>;
/** Auth answer. */
export type AuthAnswer = Camelize<z.infer<typeof account.authAnswerSchema>>;
/** Rating reason. */
export type RatingReason = Camelize<z.infer<typeof shared.ratingReasonSchema>>;
/** System status. */
export type SystemStatus = Camelize<z.infer<typeof shared.systemStatusSchema>>;
/** Client config. */
export type ClientConfig = Camelize<z.infer<typeof shared.clientConfigSchema>>;
/** Question. */
export type Question = Camelize<z.infer<typeof question.questionSchema>>;
/** Message. */
export type Message = Camelize<z.infer<typeof question.messageSchema>>;
/** Ask configuration. */
export type AskConfig = Camelize<z.infer<typeof question.askConfigSchema>>;
/** Rating submission. */
export type RatingSubmission = Camelize<z.infer<typeof question.ratingSubmissionSchema>>;
/** A shared session page (`GET /api/misc/shared-sessions/{code}`). */
export type SharedSession = Camelize<z.infer<typeof sharedSession.sharedSessionSchema>>;
/** A message of a shared page. */
export type SharedMessage = Camelize<z.infer<typeof sharedSession.sharedMessageSchema>>;
/** The solver of a shared page. */
export type Solver = Camelize<z.infer<typeof sharedSession.solverSchema>>;
/** `POST /api/questions/{qid}/shares` answer. */
export type ShareAnswer = Camelize<z.infer<typeof sharedSession.shareAnswerSchema>>;
