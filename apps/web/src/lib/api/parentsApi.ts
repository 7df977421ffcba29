import { parentsOptingSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `GET /api/parents-opting/{code}`: the offer's view and texts, in the interface language (works logged out). */
export function getParentsOffer(code: string, signal?: AbortSignal) {
  return apiRequest(`/parents-opting/${encodeURIComponent(code)}`, { schema: parentsOptingSchema, signal });
}

/** A parents' credit offer as the page reads it (spec 000 section 3, Parents opting). */
export type ParentsOffer = Awaited<ReturnType<typeof getParentsOffer>>;

/** What `PUT /api/parents-opting/{code}` takes: accept with the parent's ten digits, or refuse. */
export type ParentsOfferAnswer = { accepted: true; phone: string } | { accepted: false };

/** `PUT /api/parents-opting/{code}`: answers the offer once; the page then shows the offer's new view. */
export async function answerParentsOffer(code: string, answer: ParentsOfferAnswer): Promise<void> {
  await apiRequest(`/parents-opting/${encodeURIComponent(code)}`, { method: 'PUT', body: answer });
}
