import { okAnswerSchema, type ClientAnalyticsEvent } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** Flat event data the server accepts (short strings, numbers, booleans, null). */
export type AnalyticsData = Record<string, string | number | boolean | null>;

/** `POST /api/analytics-events`: records one catalogued event for the logged-in account. */
export async function recordAnalyticsEvent(event: ClientAnalyticsEvent, data: AnalyticsData = {}): Promise<void> {
  await apiRequest('/analytics-events', { method: 'POST', body: { event, data }, schema: okAnswerSchema });
}
