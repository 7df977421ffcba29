import {
  okAnswerSchema,
  writingInfoSchema,
  writingProblemListSchema,
  writingProblemSchema,
  writingRatingProblemSchema,
  type WritingInfo,
  type WritingProblem,
  type WritingRatingProblem,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** One page of the student's Writing problems. */
export interface WritingProblemPage {
  problems: WritingProblem[];
  hasMore: boolean;
}

/** What `POST /api/es/problems/rates` takes: a score 1-5 and reason 4 or 5 for 1-2 stars, else 0. */
export interface WritingRating {
  token: string;
  point: number;
  reason: 0 | 4 | 5;
}

/** `GET /api/es/askers/me`: writing credits, what the weekly and monthly limits allow now, the open problem. */
export function getWritingInfo(signal?: AbortSignal): Promise<WritingInfo> {
  return apiRequest('/es/askers/me', { schema: writingInfoSchema, signal });
}

/** `POST /api/es/askers/me/problems` (multipart: description, optional email, and a `file` part or `url`). */
export function submitWritingProblem(form: FormData): Promise<WritingProblem> {
  return apiRequest('/es/askers/me/problems', { method: 'POST', body: form, schema: writingProblemSchema });
}

/** `GET /api/es/askers/me/problems?page={n}` (pages from 1): the student's Writing problems, newest first. */
export function listWritingProblems(page: number, signal?: AbortSignal): Promise<WritingProblemPage> {
  return apiRequest('/es/askers/me/problems', { query: { page }, schema: writingProblemListSchema, signal });
}

/** `GET /api/es/askers/me/problem?token=`: the delivered problem an emailed rating link rates (works logged out). */
export function getWritingRatingProblem(token: string, signal?: AbortSignal): Promise<WritingRatingProblem> {
  return apiRequest('/es/askers/me/problem', { query: { token }, schema: writingRatingProblemSchema, signal });
}

/** `POST /api/es/problems/rates` `{token, point, reason}`: rates a delivered review once. */
export async function rateWritingProblem(rating: WritingRating): Promise<void> {
  await apiRequest('/es/problems/rates', { method: 'POST', body: rating, schema: okAnswerSchema });
}
