import { type DbExecutor, mindsets, preparedOnce, ratingReasons, subjects } from '@photostudy/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

/** Subjects in display order. */
export function listSubjects(db: DbExecutor) {
  return subjectsQuery(db).execute();
}

/** Mindsets in display order. */
export function listMindsets(db: DbExecutor) {
  return mindsetsQuery(db).execute();
}

// Read by every ask form: built once, prepared.
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

/** A subject of the catalogue. */
export async function findSubject(db: DbExecutor, id: number) {
  const [row] = await subjectQuery(db).execute({ id });
  return row ?? null;
}

// Read when an offer is built without its subject at hand (a requeue; an ask reads it with its mindset): prepared.
const subjectQuery = preparedOnce((db) =>
  db
    .select()
    .from(subjects)
    .where(eq(subjects.id, sql.placeholder('id')))
    .prepare('find_subject'),
);

/** A subject and a mindset in one statement (the ask reads both), each null when unknown. */
export async function findSubjectAndMindset(db: DbExecutor, subjectId: number, mindsetId: number) {
  const [row] = await subjectAndMindsetQuery(db).execute({ subjectId, mindsetId });
  return { subject: row?.subject ?? null, mindset: row?.mindset ?? null };
}

// Every ask: one row whatever exists, both tables left-joined to it (issue 19: one statement instead of two).
const subjectAndMindsetQuery = preparedOnce((db) =>
  db
    .select({ subject: subjects, mindset: mindsets })
    .from(sql`(select 1) as one`)
    .leftJoin(subjects, eq(subjects.id, sql.placeholder('subjectId')))
    .leftJoin(mindsets, eq(mindsets.id, sql.placeholder('mindsetId')))
    .prepare('find_subject_and_mindset'),
);

/** Subjects by id (id and title), in display order. */
export async function listSubjectsByIds(db: DbExecutor, ids: readonly number[]): Promise<{ tid: number; title: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ tid: subjects.id, title: subjects.title })
    .from(subjects)
    .where(inArray(subjects.id, [...ids]))
    .orderBy(asc(subjects.position), asc(subjects.id));
}

/** A low-star rating reason. */
export async function findRatingReason(db: DbExecutor, id: number) {
  const [row] = await db.select().from(ratingReasons).where(eq(ratingReasons.id, id));
  return row ?? null;
}
