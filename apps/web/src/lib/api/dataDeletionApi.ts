import { dataDeletionStatusSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `GET /api/data-deletion-requests/{request_id}`: whether the erasure is still pending or done (works logged out). */
export function getDataDeletionStatus(requestId: string, signal?: AbortSignal) {
  return apiRequest(`/data-deletion-requests/${encodeURIComponent(requestId)}`, { schema: dataDeletionStatusSchema, signal });
}

/** A data-deletion request's state as its public page reads it. */
export type DataDeletionStatus = Awaited<ReturnType<typeof getDataDeletionStatus>>;
