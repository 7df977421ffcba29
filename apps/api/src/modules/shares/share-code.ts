import { DEMO_SHARE_CODE_PREFIX, SHARE_CODE_BYTES, SHARE_CODE_MAX_CHARS } from '@photostudy/contracts';
import { opaqueToken } from '../../core/secrets';

/** A share code read from a link: a random code of a student's session, or the demo code of a sample session. */
export type ShareCodeShape = { kind: 'random'; code: string } | { kind: 'demo'; code: string; qid: number };

/** Characters of a random code: base64url of SHARE_CODE_BYTES bytes without padding (22 for 16 bytes). */
export const SHARE_CODE_CHARS = Math.ceil((SHARE_CODE_BYTES * 8) / 6);

const RANDOM_CODE = new RegExp(`^[A-Za-z0-9_-]{${SHARE_CODE_CHARS}}$`);
// Canonical digits only (no leading zero), so that one sample session has exactly one demo code.
const DEMO_CODE = new RegExp(`^${DEMO_SHARE_CODE_PREFIX}([1-9][0-9]{0,9})$`);
const MAX_QID = 2_147_483_647;

/** A new unguessable share code (SHARE_CODE_BYTES random bytes, base64url). */
export function newShareCode(): string {
  return opaqueToken(SHARE_CODE_BYTES);
}

/** The code of a sample session (`demo-{qid}`): sample sessions are public, so their code need not be secret. */
export function demoShareCode(qid: number): string {
  return `${DEMO_SHARE_CODE_PREFIX}${qid}`;
}

/** Reads a code from a link; null for anything that is not a well-formed code (the page answers code 1). */
export function parseShareCode(raw: string): ShareCodeShape | null {
  if (raw.length > SHARE_CODE_MAX_CHARS) return null;
  if (RANDOM_CODE.test(raw)) return { kind: 'random', code: raw };
  const demo = DEMO_CODE.exec(raw);
  const qid = demo ? Number(demo[1]) : NaN;
  return Number.isSafeInteger(qid) && qid <= MAX_QID ? { kind: 'demo', code: raw, qid } : null;
}
