import type { expertProfileAnswerSchema } from '@photostudy/contracts';
import { accounts, type DbExecutor, expertProfiles, subjects } from '@photostudy/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';

/** `GET /api/expert/profile`: the expert's name and subjects (the queue is limited to these subjects). */
export async function expertProfile(db: DbExecutor, expertId: number): Promise<z.infer<typeof expertProfileAnswerSchema>> {
  const [row] = await db
    .select({ uid: accounts.id, email: accounts.email, name: accounts.name, subjectIds: expertProfiles.subjectIds })
    .from(accounts)
    .leftJoin(expertProfiles, eq(expertProfiles.accountId, accounts.id))
    .where(eq(accounts.id, expertId));
  if (!row) throw appError('NOT_FOUND');
  const ids = row.subjectIds ?? [];
  const rows = ids.length
    ? await db
        .select({ tid: subjects.id, title: subjects.title })
        .from(subjects)
        .where(inArray(subjects.id, ids))
        .orderBy(asc(subjects.position), asc(subjects.id))
    : [];
  return { uid: row.uid, email: row.email, name: row.name, subjects: rows };
}
