import type { cspReportRequestSchema } from '@photostudy/contracts';
import type { z } from 'zod';

/** A `POST /api/csp-reports` body as validated: the legacy `report-uri` object, or a Reporting API batch. */
export type CspReportBody = z.infer<typeof cspReportRequestSchema>;

/** One violation, whichever spelling the browser used. */
export interface CspViolation {
  documentUrl: string;
  /** What was blocked: a URL, or a keyword (`inline`, `eval`, `data`, `blob`); null when the browser did not say. */
  blockedUrl: string | null;
  /** The directive that was applied (`script-src-elem`), or the violated one when the browser gave only that. */
  directive: string;
  sourceFile: string | null;
  line: number | null;
  column: number | null;
  disposition: 'enforce' | 'report' | null;
  sample: string | null;
}

/** The violations of a body, in the order sent. */
export function violationsOf(body: CspReportBody): CspViolation[] {
  if (Array.isArray(body))
    return body.map(({ body: v }) => ({
      documentUrl: v.documentURL,
      blockedUrl: v.blockedURL || null,
      directive: v.effectiveDirective,
      sourceFile: v.sourceFile || null,
      line: v.lineNumber ?? null,
      column: v.columnNumber ?? null,
      disposition: v.disposition ?? null,
      sample: v.sample || null,
    }));
  const v = body['csp-report'];
  // Older browsers write the violated directive with its sources (`script-src 'self'`): its name is the first word.
  const directive = v['effective-directive'] ?? v['violated-directive']?.split(/\s+/, 1)[0] ?? '';
  return [
    {
      documentUrl: v['document-uri'],
      blockedUrl: v['blocked-uri'] || null,
      directive,
      sourceFile: v['source-file'] || null,
      line: v['line-number'] ?? null,
      column: v['column-number'] ?? null,
      disposition: v.disposition ?? null,
      sample: v['script-sample'] || null,
    },
  ];
}

/** The violations without repeats (a page breaking one rule in a loop sends the same report many times). */
export function distinctViolations(violations: CspViolation[]): CspViolation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    const key = JSON.stringify([v.documentUrl, v.blockedUrl, v.directive, v.sourceFile, v.line, v.column, v.disposition]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
