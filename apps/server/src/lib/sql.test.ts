import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../features/users/users.table';
import { createTestUser } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { isoTimestamp, withFlatRows } from './sql';

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
