import { type DbExecutor, mindsets, ratingReasons, subjects } from '@photostudy/db';
import { asc } from 'drizzle-orm';

/** Subjects in display order. */
export function listSubjects(db: DbExecutor) {
  return db.select().from(subjects).orderBy(asc(subjects.position), asc(subjects.id));
}

/** Mindsets in display order. */
export function listMindsets(db: DbExecutor) {
  return db.select().from(mindsets).orderBy(asc(mindsets.position), asc(mindsets.id));
}

/** Low-star rating reasons in display order. */
export function listRatingReasons(db: DbExecutor) {
  return db.select().from(ratingReasons).orderBy(asc(ratingReasons.position), asc(ratingReasons.id));
}
