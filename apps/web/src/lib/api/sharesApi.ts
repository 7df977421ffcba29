import {
  shareAnswerSchema,
  sharedSessionSchema,
  shareRevocationAnswerSchema,
  type ShareAnswer,
  type SharedSession,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `POST /api/questions/{qid}/shares`: the finished session's live share code and its page's URL (the same on every call). */
export function createShare(qid: number): Promise<ShareAnswer> {
  return apiRequest(`/questions/${qid}/shares`, { method: 'POST', schema: shareAnswerSchema });
}

/** `DELETE /api/questions/{qid}/shares`: the link stops working; answers whether a live code was revoked. */
export async function revokeShare(qid: number): Promise<boolean> {
  return (await apiRequest(`/questions/${qid}/shares`, { method: 'DELETE', schema: shareRevocationAnswerSchema })).revoked;
}

/**
 * `GET /api/misc/shared-sessions/{code}` (guests too: the client sends the token only when there is one, and the
 * answer says which viewer the server saw). An unknown or revoked code raises code 1.
 */
export function getSharedSession(code: string, signal?: AbortSignal): Promise<SharedSession> {
  return apiRequest(`/misc/shared-sessions/${encodeURIComponent(code)}`, { schema: sharedSessionSchema, signal });
}
