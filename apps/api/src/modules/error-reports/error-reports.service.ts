import type { ServerFailure } from '../../plugins/error-handler';
import { ADMIN_LIST_LIMIT, type ERROR_REPORT_SOURCES, type errorReportRequestSchema } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../core/clock';
import { type CspViolation, distinctViolations } from './csp-violations';
import { type AdminErrorReportWire, presentErrorReport } from './error-reports.presenter';
import { deleteReportsUpTo, insertErrorReport, listErrorReports } from './error-reports.repository';

/** A browser's report as posted. */
export type ClientErrorReport = z.infer<typeof errorReportRequestSchema>;

// Query and fragment parameters that carry a credential: sign-in and recovery codes, access, refresh and SSO tokens,
// signed-link signatures. Their values never reach the table.
const SECRET_PARAM = /^(code|sig|password|[\w-]*token)$/i;
// Paths whose next segment is itself a credential: password recovery, parents' offers and shared sessions.
const SECRET_PATH = /(^|\/)(new-password|password-recovery|parents-opting|sessions|shared-sessions)\/[^/?#]+/gi;

/** A URL with its credentials replaced by `***` (`token=`, `code=` and the like, and codes inside paths). */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&#;])([^=&#;]+)=([^&#;]*)/g, (match, sep: string, name: string) => (SECRET_PARAM.test(name) ? `${sep}${name}=***` : match))
    .replace(SECRET_PATH, '$1$2/***');
}

function clip(value: string | undefined | null, max: number): string | null {
  if (value === undefined || value === null || value === '') return null;
  return value.length > max ? value.slice(0, max) : value;
}

/** The distinct violations of one CSP report body that are stored; the rest are dropped (one page cannot fill the table). */
const CSP_VIOLATIONS_STORED_PER_BODY = 10;

/** A violation's one-line message: `CSP: script-src-elem blocked https://x.example/a.js` (report-only ones say so). */
function cspMessage(v: CspViolation): string {
  const blocked = v.blockedUrl === null ? 'violated' : `blocked ${redactUrl(v.blockedUrl)}`;
  return `CSP${v.disposition === 'report' ? ' (report only)' : ''}: ${v.directive} ${blocked}`;
}

/** A violation's details, one `name: value` line each, kept where other reports keep their stack. */
function cspDetails(v: CspViolation): string {
  const source = v.sourceFile === null ? null : [redactUrl(v.sourceFile), v.line, v.column].filter((part) => part !== null).join(':');
  const lines: [string, string | null][] = [
    ['directive', v.directive],
    ['blocked', v.blockedUrl === null ? null : redactUrl(v.blockedUrl)],
    ['document', redactUrl(v.documentUrl)],
    ['source', source],
    ['disposition', v.disposition],
    ['sample', v.sample === null ? null : redactUrl(v.sample)],
  ];
  return lines.flatMap(([name, value]) => (value === null ? [] : [`${name}: ${value}`])).join('\n');
}

/**
 * Browser and server errors kept when no Sentry DSN is configured, and the admin area's list of them. The table is
 * bounded: every insert drops what is more than `kept` ids older, one primary-key range delete.
 */
export class ErrorReportService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      /** How many reports to keep (`ERROR_REPORTS_KEPT`). */
      kept: number;
      /** The server's version, the release of its own reports. */
      release: string;
      log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
    },
  ) {}

  private async store(values: Omit<Parameters<typeof insertErrorReport>[1], 'createdAt'>): Promise<void> {
    const { db, clock, kept } = this.deps;
    const id = await insertErrorReport(db, { ...values, createdAt: clock.now() });
    if (id > kept) await deleteReportsUpTo(db, id - kept);
  }

  /** `POST /api/error-reports`: a browser's error, with the caller's account when signed in. */
  async recordClient(input: ClientErrorReport, accountId: number | null): Promise<void> {
    await this.store({
      source: input.source,
      message: input.message,
      stack: clip(input.stack, 8000),
      url: input.url ? clip(redactUrl(input.url), 2000) : null,
      release: clip(input.release, 64),
      accountId,
      requestId: null,
    });
  }

  /**
   * `POST /api/csp-reports`: a browser's Content-Security-Policy violations, each stored as a report of source `csp`
   * (repeats within the body once, at most `CSP_VIOLATIONS_STORED_PER_BODY`), with the URLs' credentials dropped.
   */
  async recordCspViolations(violations: CspViolation[], accountId: number | null): Promise<void> {
    for (const v of distinctViolations(violations).slice(0, CSP_VIOLATIONS_STORED_PER_BODY)) {
      await this.store({
        source: 'csp',
        message: clip(cspMessage(v), 1000) ?? 'CSP violation',
        stack: clip(cspDetails(v), 8000),
        url: clip(redactUrl(v.documentUrl), 2000),
        release: null,
        accountId,
        requestId: null,
      });
    }
  }

  /** Stores a server failure; never throws (the failing request has its answer already, whatever happens here). */
  async recordServer(report: ServerFailure): Promise<void> {
    const { error } = report;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    try {
      await this.store({
        source: 'server',
        message: clip(message, 1000) ?? 'unknown error',
        stack: clip(error instanceof Error ? error.stack : undefined, 8000),
        url: clip(redactUrl(report.url), 2000),
        release: clip(this.deps.release, 64),
        accountId: report.accountId,
        requestId: report.requestId,
      });
    } catch (err) {
      this.deps.log.warn({ err, requestId: report.requestId }, 'server error report not stored');
    }
  }

  /** `GET /api/admin/error-reports?source=`: newest first, up to the admin list limit. */
  async list(source: (typeof ERROR_REPORT_SOURCES)[number] | undefined): Promise<AdminErrorReportWire[]> {
    return (await listErrorReports(this.deps.db, source, ADMIN_LIST_LIMIT)).map(presentErrorReport);
  }
}
