import type { WolframLookup } from './solver.types';

/** Wolfram|Alpha's Short Answers API. */
export const WOLFRAM_SHORT_ANSWERS_URL = 'https://api.wolframalpha.com/v1/result';
/** How long a lookup may take before it gives up. */
export const WOLFRAM_TIMEOUT_MS = 3_000;
/** Longest answer kept (the API answers one short line). */
const MAX_ANSWER_CHARS = 500;

/**
 * A Wolfram|Alpha short-answer lookup (`GET {baseUrl}?appid=..&i=..`): the answer's text, or null when no app id is
 * configured, the query is empty, the API has no answer (501) or fails, or `timeoutMs` passes. Never throws.
 */
export function createWolframLookup(
  appId: string | null,
  fetchImpl: typeof fetch = fetch,
  baseUrl: string = WOLFRAM_SHORT_ANSWERS_URL,
  timeoutMs: number = WOLFRAM_TIMEOUT_MS,
): WolframLookup {
  return async (asciiMath) => {
    if (!appId?.trim() || !asciiMath.trim()) return null;
    const url = new URL(baseUrl);
    url.searchParams.set('appid', appId);
    url.searchParams.set('i', asciiMath);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const res = await fetchImpl(url, { signal: controller.signal });
      if (!res.ok) return null;
      const answer = (await res.text()).trim();
      return answer && answer.length <= MAX_ANSWER_CHARS ? answer : null;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
