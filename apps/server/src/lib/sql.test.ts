import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/users/users.table';
import { createTestUser } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { isoOfTimestamptz, isoTimestamp, withFlatRows } from './sql';

describe('withFlatRows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createTestUser(database.db, { name: 'First', role: 'manager' });
    await createTestUser(database.db, { name: 'Second', picture: null });
  });
  afterAll(() => database.close());

  // Every kind of field a list selects: columns with their own decoders (dates, booleans),
  // columns of an aliased table (a proxy), expressions with and without mapWith, aliased
  // expressions, and nulls.
  const selectEveryKind = (db: TestDatabase['db']) => {
    const same = alias(users, 'same');
    return db
      .select({
        ...getTableColumns(users),
        createdAtText: isoTimestamp(users.createdAt),
        sameName: same.name,
        sameCreatedAt: same.createdAt,
        one: sql<number>`1`.mapWith(Number),
        nothing: sql<null>`null`,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(users)
      .innerJoin(same, eq(same.id, users.id))
      .orderBy(users.name);
  };

  it('gives the same objects as Drizzle’s own mapping', async () => {
    const drizzles = await selectEveryKind(database.db).prepare('flat_rows_drizzle').execute();
    const prepared = withFlatRows(selectEveryKind(database.db).prepare('flat_rows_own'));
    expect((prepared as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    const flat = await prepared.execute();
    expect(drizzles.length).toBeGreaterThanOrEqual(2);
    expect(drizzles[0]?.createdAt).toBeInstanceOf(Date);
    expect(flat).toEqual(drizzles);
    expect(flat.map((row) => Object.keys(row))).toEqual(drizzles.map((row) => Object.keys(row)));
  });

  it('leaves a nested selection to Drizzle', async () => {
    const nested = () => database.db.select({ user: users, one: sql<number>`1` }).from(users);
    const prepared = withFlatRows(nested().prepare('flat_rows_nested'));
    expect((prepared as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    expect(await prepared.execute()).toEqual(await nested());
  });
});

describe('isoOfTimestamptz', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes what Date.toISOString writes, whatever the precision or the offset', () => {
    for (const text of [
      '2026-11-21 22:44:01+00',
      '2026-11-21 22:44:01.3+00',
      '2026-11-21 22:44:01.37+00',
      '2026-11-21 22:44:01.371+00',
      '2026-11-21 22:44:01.371999+00',
      '2026-01-01 00:00:00.000001+00',
      '2026-11-21 22:44:01.371098+05:30',
      '2026-11-21 02:44:01.5-08',
    ]) {
      expect(isoOfTimestamptz(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('reads the database’s own timestamps as the instants they are', async () => {
    const instants = [
      '2026-11-21T22:44:01.000Z',
      '2026-11-21T22:44:01.370Z',
      '1999-12-31T23:59:59.999Z',
      '2026-03-29T01:30:00.125Z',
    ];
    for (const instant of instants) {
      const result = (await database.db.execute(
        sql`select ${instant}::timestamptz::text as text`,
      )) as unknown as { rows: { text: string }[] };
      expect(isoOfTimestamptz(result.rows[0]?.text ?? '')).toBe(instant);
    }
  });
});
