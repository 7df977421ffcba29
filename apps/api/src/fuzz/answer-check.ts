import { ERRORS } from '@photostudy/contracts';

/** What is wrong with an answer, if anything. */
export type AnswerProblem = 'server-error' | 'uncatalogued';

/** The catalogue's (code, status) pairs: a code is catalogued when some entry gives it with the answer's status. */
const CATALOGUED = new Set(Object.values(ERRORS).map((entry) => `${entry.code}|${entry.status}`));

/** The one documented 5xx that is not a failure: maintenance (a planned state). */
const ALLOWED_5XX = new Set([`${ERRORS.MAINTENANCE.code}|${ERRORS.MAINTENANCE.status}`]);

function errorBody(text: string): { code: unknown; message: unknown } | null {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as { code: unknown; message: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * Checks one answer: no 5xx but maintenance, and every answer of 400 and above a JSON `{code, message}` whose code the
 * catalogue lists with that status. A HEAD answer has no body to check.
 */
export function problemOf(answer: { statusCode: number; body: string }, method: string): AnswerProblem | null {
  const { statusCode } = answer;
  if (statusCode < 400) return null;
  const body = method === 'HEAD' ? null : errorBody(answer.body);
  const key = body && (typeof body.code === 'string' || typeof body.code === 'number') ? `${body.code}|${statusCode}` : null;
  if (statusCode >= 500 && !(key && ALLOWED_5XX.has(key))) return 'server-error';
  if (method === 'HEAD') return null;
  if (!key || typeof body?.message !== 'string' || !CATALOGUED.has(key)) return 'uncatalogued';
  return null;
}
