import { DEMO_SHARE_CODE_PREFIX } from '@photostudy/contracts';

/** The path of a shared session page (spec 000 section 2). */
export function sharedSessionPath(code: string): string {
  return `/sessions/${encodeURIComponent(code)}`;
}

/** A sample session's share code: the demo prefix and its qid (no server row behind it). */
export function sampleShareCode(qid: number): string {
  return `${DEMO_SHARE_CODE_PREFIX}${qid}`;
}

/** The absolute address of a shared session page on this app's origin. */
export function sharedSessionUrl(code: string, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}${sharedSessionPath(code)}`;
}
