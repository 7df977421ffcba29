import { z } from 'zod';
import { epochSeconds } from './common';

/** States of a data-deletion request: erasure waits for its durable job, then is done. */
export const DATA_DELETION_STATES = ['pending', 'completed'] as const;

/** Where a data-deletion request came from. */
export const DATA_DELETION_ORIGINS = ['settings', 'provider_callback', 'admin'] as const;

/** `POST /api/data-deletion-requests` answer: the request and the address of its status page. */
export const dataDeletionAnswerSchema = z.object({ request_id: z.string(), url: z.string() });

/** The request id in `/data-deletion/{request_id}`. */
export const dataDeletionParamsSchema = z.object({ request_id: z.string().min(16).max(128) });

/** `GET /api/data-deletion-requests/{request_id}` answer (public: the id is unguessable and names nobody). */
export const dataDeletionStatusSchema = z.object({
  request_id: z.string(),
  state: z.enum(DATA_DELETION_STATES),
  created: epochSeconds,
  completed: epochSeconds.nullable(),
});

/**
 * Answer of a social provider's deletion callback (`POST /api/data-deletion-callbacks/{provider}`, a
 * Facebook-style `signed_request`): the status page and a confirmation code, as those providers expect.
 */
export const dataDeletionCallbackAnswerSchema = z.object({ url: z.string(), confirmation_code: z.string() });

/** The provider in `/api/data-deletion-callbacks/{provider}` (a configured social sign-in provider). */
export const dataDeletionCallbackParamsSchema = z.object({ provider: z.string().min(1).max(32) });

/** The form body of a provider's deletion callback: `signed_request` = base64url(HMAC-SHA256 signature).base64url(JSON). */
export const dataDeletionCallbackBodySchema = z.object({ signed_request: z.string().min(3).max(8192) });

/** `POST /api/admin/data-deletion-requests` payload: the student to erase. */
export const adminDataDeletionCreateSchema = z.object({ uid: z.number().int().positive() });

/** One request in the admin area (the account is named only while the request is pending). */
export const adminDataDeletionRequestSchema = dataDeletionStatusSchema.extend({
  origin: z.enum(DATA_DELETION_ORIGINS),
  /** The account's email or User ID while pending; null once erased. */
  account: z.string().nullable(),
});

/** `GET /api/admin/data-deletion-requests` answer, newest first. */
export const adminDataDeletionListSchema = z.object({ requests: z.array(adminDataDeletionRequestSchema) });
