import { type DbExecutor, mindsets, preparedOnce, ratingReasons, subjects } from '@photostudy/db';
import { asc, eq } from 'drizzle-orm';

/** A subject as the catalogue reads it. */
export type SubjectRow = typeof subjects.$inferSelect;
/** A mindset as the catalogue reads it. */
export type MindsetRow = typeof mindsets.$inferSelect;

/** Subjects in display order. */
export function listSubjects(db: DbExecutor) {
  return subjectsQuery(db).execute();
}

/** Mindsets in display order. */
export function listMindsets(db: DbExecutor) {
  return mindsetsQuery(db).execute();
}

// Read once a minute by each node's catalogue (`CatalogService`): built once, prepared.
const subjectsQuery = preparedOnce((db) =>
  db.select().from(subjects).orderBy(asc(subjects.position), asc(subjects.id)).prepare('list_subjects'),
);
const mindsetsQuery = preparedOnce((db) =>
  db.select().from(mindsets).orderBy(asc(mindsets.position), asc(mindsets.id)).prepare('list_mindsets'),
);

/** Low-star rating reasons in display order. */
export function listRatingReasons(db: DbExecutor) {
  return db.select().from(ratingReasons).orderBy(asc(ratingReasons.position), asc(ratingReasons.id));
}

/** A low-star rating reason. */
export async function findRatingReason(db: DbExecutor, id: number) {
  const [row] = await db.select().from(ratingReasons).where(eq(ratingReasons.id, id));
  return row ?? null;
}
