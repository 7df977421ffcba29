import { createHmac, timingSafeEqual } from 'node:crypto';

/** Files are linked for this long; links are rounded to the hour so that browsers can cache them. */
export const FILE_URL_TTL_S = 3600;

/**
 * Signed file links. `<img src>` cannot send a Bearer token, so presenters hand out
 * `/api/files/{id}?exp=...&sig=...` to whoever may see the question; the signature is the authorisation.
 */
export class FileUrlSigner {
  constructor(private readonly key: Buffer) {}

  private signature(fileId: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${fileId}.${exp}`).digest('base64url');
  }

  /** A signed link valid at least `ttlS` (by default `FILE_URL_TTL_S`) from `now`. */
  url(fileId: string, now: Date = new Date(), ttlS: number = FILE_URL_TTL_S): string {
    const nowS = Math.floor(now.getTime() / 1000);
    const exp = Math.ceil((nowS + ttlS) / FILE_URL_TTL_S) * FILE_URL_TTL_S;
    return `/api/files/${encodeURIComponent(fileId)}?exp=${exp}&sig=${this.signature(fileId, exp)}`;
  }

  /** Whether a link's signature is right and not expired. */
  verify(fileId: string, exp: unknown, sig: unknown, now: Date = new Date()): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expS = Number(exp);
    if (expS < Math.floor(now.getTime() / 1000)) return false;
    const expected = Buffer.from(this.signature(fileId, expS));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
