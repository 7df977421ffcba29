import type { z } from 'zod';
import type { Camelize } from './case';
import type * as account from './schemas/account';
import type * as notification from './schemas/notification';
import type * as question from './schemas/question';
import type * as shared from './schemas/shared-pages';
import type * as store from './schemas/store';

/** camelCase client types of every entity, derived from the wire schemas. */
export type Profile = Camelize<z.infer<typeof account.profileSchema>>;
/** Session balance. */
export type Balance = Camelize<z.infer<typeof account.balanceSchema>>;
/** Status bundle. */
export type StatusBundle = Camelize<z.infer<typeof account.statusBundleSchema>>;
/** Server-driven modal. */
export type ServerModal = Camelize<z.infer<typeof account.serverModalSchema>>;
/** Auth answer. */
export type AuthAnswer = Camelize<z.infer<typeof account.authAnswerSchema>>;
/** Notification. */
export type Notification = Camelize<z.infer<typeof notification.notificationSchema>>;
/** Store package. */
export type StorePackage = Camelize<z.infer<typeof store.packageSchema>>;
/** Subscription. */
export type Subscription = Camelize<z.infer<typeof store.subscriptionSchema>>;
/** Payment method. */
export type PaymentMethod = Camelize<z.infer<typeof store.paymentMethodSchema>>;
/** Shared session. */
export type SharedSession = Camelize<z.infer<typeof shared.sharedSessionSchema>>;
/** Public rating. */
export type PublicRating = Camelize<z.infer<typeof shared.publicRatingSchema>>;
/** Parents opting. */
export type ParentsOpting = Camelize<z.infer<typeof shared.parentsOptingSchema>>;
/** Rating reason. */
export type RatingReason = Camelize<z.infer<typeof shared.ratingReasonSchema>>;
/** System status. */
export type SystemStatus = Camelize<z.infer<typeof shared.systemStatusSchema>>;
/** Client config. */
export type ClientConfig = Camelize<z.infer<typeof shared.clientConfigSchema>>;
/** Developer tools config. */
export type DevToolsConfig = Camelize<z.infer<typeof shared.devToolsConfigSchema>>;
/** Question. */
export type Question = Camelize<z.infer<typeof question.questionSchema>>;
/** Message. */
export type Message = Camelize<z.infer<typeof question.messageSchema>>;
/** Ask configuration. */
export type AskConfig = Camelize<z.infer<typeof question.askConfigSchema>>;
/** Ask payload. */
export type AskPayload = Camelize<z.infer<typeof question.askPayloadSchema>>;
/** Writing payload. */
export type WritingPayload = Camelize<z.infer<typeof question.writingPayloadSchema>>;
/** Rating submission. */
export type RatingSubmission = Camelize<z.infer<typeof question.ratingSubmissionSchema>>;
/** Session-ended data. */
export type SessionEndedData = Camelize<z.infer<typeof question.sessionEndedDataSchema>>;
