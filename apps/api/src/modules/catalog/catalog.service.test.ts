import type { DatabaseHandle } from '@photostudy/db';
import { seedDatabase, subjects } from '@photostudy/db';
import { openTestDatabase, testDatabaseKind } from '@photostudy/db/testing';
import { WRITING_SUBJECT } from '@photostudy/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogService } from './catalog.service';

describe(`catalogue (${testDatabaseKind()})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDatabase(handle.db, { isProduction: false });
  });
  afterAll(async () => handle.close());
  afterEach(() => vi.useRealTimers());

  it("gives an ask's subject and mindset, null for an unknown one, and the subjects in display order", async () => {
    const catalog = new CatalogService(handle.db);
    const { subject, mindset } = await catalog.subjectAndMindset(1, 1);
    expect(subject).toMatchObject({ id: 1, title: 'Algebra', subjectGroup: 'stem' });
    expect(mindset).toMatchObject({ id: 1 });
    expect(await catalog.subjectAndMindset(999, 1)).toEqual({ subject: null, mindset });
    expect(await catalog.subjectAndMindset(1, 999)).toEqual({ subject, mindset: null });
    const listed = await catalog.subjects();
    expect(listed).toHaveLength(10);
    // Shared by every request until the next read: no caller can change a row for the others.
    expect(Object.isFrozen(subject)).toBe(true);
    expect(listed.every((s) => Object.isFrozen(s))).toBe(true);
    expect(await catalog.subjectsByIds([6, 1, WRITING_SUBJECT.tid])).toEqual([
      ...listed.filter((s) => s.id === 1 || s.id === 6).map((s) => ({ tid: s.id, title: s.title })),
      { tid: WRITING_SUBJECT.tid, title: WRITING_SUBJECT.title },
    ]);
  });

  it('reads the subjects and mindsets once a minute, so an edit made in the database shows within one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const catalog = new CatalogService(handle.db);
    const before = 'Calculus';
    expect((await catalog.subjectAndMindset(2, 1)).subject?.title).toBe(before);
    await handle.db.update(subjects).set({ title: 'Calculus I' }).where(eq(subjects.id, 2));
    try {
      vi.advanceTimersByTime(59_000);
      expect((await catalog.subjectAndMindset(2, 1)).subject?.title).toBe(before);
      vi.advanceTimersByTime(1_000);
      expect((await catalog.subjectAndMindset(2, 1)).subject?.title).toBe('Calculus I');
    } finally {
      await handle.db.update(subjects).set({ title: before }).where(eq(subjects.id, 2));
    }
  });
});
