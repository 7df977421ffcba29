import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { verifyPassword } from './passwords';
import { WRITING_SUBJECT } from '@photostudy/contracts';
import { accounts, expertProfiles, ledgerEntries, questions, storePackages, subjects } from './schema/index';
import { DEMO_ACCOUNTS, seedDatabase } from './seed';
import { openTestDatabase, testDatabaseKind } from './testing/test-database';

describe(`database on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle.close());

  it('runs the migrations and seeds the demo once', async () => {
    expect(handle.kind).toBe(testDatabaseKind());
    expect(await seedDatabase(handle.db, { isProduction: false })).toEqual({ seededDemo: true });
    expect(await seedDatabase(handle.db, { isProduction: false })).toEqual({ seededDemo: false });
    const [subjectCount] = await handle.db.select({ n: count() }).from(subjects);
    expect(subjectCount?.n).toBe(10);
    const [packageCount] = await handle.db.select({ n: count() }).from(storePackages);
    expect(packageCount?.n).toBeGreaterThanOrEqual(3);
    const samples = await handle.db.select().from(questions).where(eq(questions.isSample, true));
    expect(samples).toHaveLength(3);
  });

  it('gives the demo student 5 sessions and 2 writing credits through the ledger', async () => {
    const [student] = await handle.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.student.email));
    expect(student).toBeDefined();
    const rows = await handle.db
      .select({ kind: ledgerEntries.kind, total: sum(ledgerEntries.delta) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, student!.id))
      .groupBy(ledgerEntries.kind);
    const totals = Object.fromEntries(rows.map((r) => [r.kind, Number(r.total)]));
    expect(totals).toEqual({ session: 5, writing: 2 });
  });

  it('makes writer@demo.test a writer, and gives an older demo writer the Writing subject on the next start', async () => {
    const [writer] = await handle.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.writer.email));
    const subjectsOfWriter = async () =>
      (await handle.db.select().from(expertProfiles).where(eq(expertProfiles.accountId, writer!.id)))[0]?.subjectIds;
    expect(await subjectsOfWriter()).toEqual([WRITING_SUBJECT.tid]);
    await handle.db.update(expertProfiles).set({ subjectIds: [] }).where(eq(expertProfiles.accountId, writer!.id));
    await seedDatabase(handle.db, { isProduction: false });
    await seedDatabase(handle.db, { isProduction: false });
    expect(await subjectsOfWriter()).toEqual([WRITING_SUBJECT.tid]);
  });

  it('stores demo passwords as argon2id hashes', async () => {
    const [admin] = await handle.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin.email));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash!, DEMO_ACCOUNTS.admin.password)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash!, 'wrong-password')).toBe(false);
  });

  it('refuses a second account with the same email', async () => {
    await expect(handle.db.insert(accounts).values({ email: DEMO_ACCOUNTS.admin.email })).rejects.toThrow();
  });

  it('skips the demo in production', async () => {
    const fresh = await openTestDatabase();
    try {
      expect(await seedDatabase(fresh.db, { isProduction: true })).toEqual({ seededDemo: false });
      const [n] = await fresh.db.select({ n: count() }).from(accounts);
      expect(n?.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
