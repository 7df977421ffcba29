import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { preparedOnce, preparedSql } from './prepared';
import { mindsets } from './schema/index';
import { openTestDatabase, testDatabaseKind } from './testing/test-database';

describe(`prepared queries on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle.close());

  const mindsetTitle = preparedOnce((db) =>
    db
      .select({ title: mindsets.title })
      .from(mindsets)
      .where(eq(mindsets.id, sql.placeholder('id')))
      .prepare('test_mindset_title'),
  );

  it('is built once per driver and reused for the same handle', () => {
    expect(mindsetTitle(handle.db)).toBe(mindsetTitle(handle.db));
  });

  it('runs inside each transaction on its connection: it sees the uncommitted row, and nothing is left after a rollback', async () => {
    expect(await mindsetTitle(handle.db).execute({ id: 9101 })).toEqual([]);
    const seenInside = await handle.db
      .transaction(async (tx) => {
        await tx.insert(mindsets).values({ id: 9101, title: 'Inside only', type: 'test' });
        const inside = mindsetTitle(tx);
        expect(inside).not.toBe(mindsetTitle(handle.db));
        const rows = await inside.execute({ id: 9101 });
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((err: { rows?: unknown }) => err.rows);
    expect(seenInside).toEqual([{ title: 'Inside only' }]);
    expect(await mindsetTitle(handle.db).execute({ id: 9101 })).toEqual([]);
  });

  it('keeps each transaction apart (two at once, each sees only its own row)', async () => {
    const run = (id: number, title: string) =>
      handle.db.transaction(async (tx) => {
        await tx.insert(mindsets).values({ id, title, type: 'test' });
        const own = await mindsetTitle(tx).execute({ id });
        const other = await mindsetTitle(tx).execute({ id: id === 9201 ? 9202 : 9201 });
        return { own, otherSeen: other.length };
      });
    const [a, b] = await Promise.all([run(9201, 'A'), run(9202, 'B')]);
    expect(a.own).toEqual([{ title: 'A' }]);
    expect(b.own).toEqual([{ title: 'B' }]);
    // PGlite runs one transaction at a time, so the second may see the first's committed row; PostgreSQL runs both at once.
    if (testDatabaseKind() === 'postgres') expect([a.otherSeen, b.otherSeen]).toContain(0);
    await handle.db.delete(mindsets).where(eq(mindsets.type, 'test'));
  });

  // A data-modifying WITH, which the query builder cannot write: every value a placeholder.
  const insertMindsetOnce = preparedSql(
    'test_insert_mindset_once',
    sql`with ins as (
      insert into ${mindsets} (id, title, type) values (${sql.placeholder('id')}::integer, ${sql.placeholder('title')}::text, 'test')
      on conflict do nothing returning id, title
    ) select id, title from ins`,
  );

  it('runs raw SQL as a prepared statement with new values each time, on the database and in a transaction', async () => {
    expect(insertMindsetOnce(handle.db)).toBe(insertMindsetOnce(handle.db));
    const rows = async (result: Promise<unknown>) => ((await result) as { rows: unknown[] }).rows;
    expect(await rows(insertMindsetOnce(handle.db).execute({ id: 9301, title: 'First' }))).toEqual([{ id: 9301, title: 'First' }]);
    expect(await rows(insertMindsetOnce(handle.db).execute({ id: 9302, title: 'Second' }))).toEqual([{ id: 9302, title: 'Second' }]);
    expect(await rows(insertMindsetOnce(handle.db).execute({ id: 9301, title: 'Again' }))).toEqual([]);
    const inside = await handle.db
      .transaction(async (tx) => {
        const stored = await rows(insertMindsetOnce(tx).execute({ id: 9303, title: 'Rolled back' }));
        throw Object.assign(new Error('roll back'), { stored });
      })
      .catch((err: { stored?: unknown }) => err.stored);
    expect(inside).toEqual([{ id: 9303, title: 'Rolled back' }]);
    const left = await handle.db.select({ id: mindsets.id }).from(mindsets).where(eq(mindsets.type, 'test'));
    expect(left.map((m) => m.id).sort()).toEqual([9301, 9302]);
    await handle.db.delete(mindsets).where(eq(mindsets.type, 'test'));
  });
});
