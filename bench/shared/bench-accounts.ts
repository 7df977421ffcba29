import { accounts, type DatabaseHandle, expertProfiles, ledgerEntries } from '@photostudy/db';

/** One inserted account: its id and its sign-in email. */
export interface BenchAccountRow {
  id: number;
  email: string;
}

/**
 * Inserts `count` preset students (grade 11, terms accepted, five sessions each) and `experts` (default: as many) preset
 * experts covering subjects 1-10, straight into the database: signing everyone up through the API would take longer than the run.
 * Emails are `{prefix}-{tag}-{role}-{i}@bench.test`; all share `passwordHash`.
 */
export async function insertBenchAccounts(
  db: DatabaseHandle['db'],
  options: { count: number; experts?: number; prefix: string; tag: string; passwordHash: string },
): Promise<{ students: BenchAccountRow[]; experts: BenchAccountRow[] }> {
  const { count, prefix, tag, passwordHash } = options;
  const expertCount = options.experts ?? count;
  const row = (role: 'student' | 'expert', i: number) => ({
    role,
    email: `${prefix}-${tag}-${role}-${i}@bench.test`,
    authType: 'preset',
    passwordHash,
    name: `Bench ${role} ${i}`,
    grade: role === 'student' ? 11 : null,
    status: 1,
    features: ['stem-subject'],
    tosAcceptedAt: new Date(),
  });
  const insert = async (role: 'student' | 'expert', length: number) =>
    length
      ? db
          .insert(accounts)
          .values(Array.from({ length }, (_, i) => row(role, i)))
          .returning({ id: accounts.id, email: accounts.email })
      : [];
  const students = await insert('student', count);
  const experts = await insert('expert', expertCount);
  if (students.length)
    await db
      .insert(ledgerEntries)
      .values(students.map((s) => ({ accountId: s.id, kind: 'session' as const, delta: 5, reason: 'grant' as const })));
  if (experts.length)
    await db.insert(expertProfiles).values(experts.map((e) => ({ accountId: e.id, subjectIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })));
  const rows = (list: { id: number; email: string | null }[]) => list.map((r) => ({ id: r.id, email: r.email ?? '' }));
  return { students: rows(students), experts: rows(experts) };
}
