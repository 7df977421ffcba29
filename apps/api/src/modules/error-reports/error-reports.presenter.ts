import type { adminErrorReportSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { ErrorReportRow } from './error-reports.repository';

/** Wire error report of the admin area. */
export type AdminErrorReportWire = z.infer<typeof adminErrorReportSchema>;

/** Maps a stored report to the admin list's shape. */
export function presentErrorReport(row: ErrorReportRow): AdminErrorReportWire {
  return {
    id: row.id,
    source: row.source,
    message: row.message,
    stack: row.stack,
    url: row.url,
    release: row.release,
    uid: row.accountId,
    request_id: row.requestId,
    created: epochS(row.createdAt),
  };
}
