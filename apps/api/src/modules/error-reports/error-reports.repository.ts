import { type DbExecutor, errorReports } from '@photostudy/db';
import { desc, eq, lte } from 'drizzle-orm';

/** A stored error report. */
export type ErrorReportRow = typeof errorReports.$inferSelect;

/** Stores a report; answers its id (ids only grow, so the newest reports have the highest ids). */
export async function insertErrorReport(db: DbExecutor, values: typeof errorReports.$inferInsert): Promise<number> {
  const [row] = await db.insert(errorReports).values(values).returning({ id: errorReports.id });
  if (!row) throw new Error('error report insert returned nothing');
  return row.id;
}

/** Drops every report with an id at or below `id` (a range of the primary key: cheap whatever the table's size). */
export async function deleteReportsUpTo(db: DbExecutor, id: number): Promise<void> {
  await db.delete(errorReports).where(lte(errorReports.id, id));
}

/** The newest reports, of one source when given. */
export function listErrorReports(db: DbExecutor, source: ErrorReportRow['source'] | undefined, limit: number): Promise<ErrorReportRow[]> {
  return db
    .select()
    .from(errorReports)
    .where(source ? eq(errorReports.source, source) : undefined)
    .orderBy(desc(errorReports.id))
    .limit(limit);
}
