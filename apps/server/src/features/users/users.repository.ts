import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sites } from '../sites/sites.table';
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

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByGoogleId(db: DbOrTx, googleId: string) {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
  return row ?? null;
}

export async function updateUserSecrets(
  db: DbOrTx,
  id: string,
  values: { passwordHash?: string; pinHash?: string | null },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}

/** The user's sites, by name: what the session user and the site selector show. */
export async function findUserSites(db: DbOrTx, userId: string) {
  return db
    .select({ id: sites.id, name: sites.name })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(eq(userSites.userId, userId))
    .orderBy(asc(sites.name));
}
