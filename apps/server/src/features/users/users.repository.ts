import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userSites, users } from './users.table';

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function insertUserSites(db: DbOrTx, userId: string, siteIds: string[]) {
  if (siteIds.length === 0) return;
  await db
    .insert(userSites)
    .values(siteIds.map((siteId) => ({ userId, siteId })))
    .onConflictDoNothing();
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
