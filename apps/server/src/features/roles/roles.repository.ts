import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.table';
import { type RoleRow, roles } from './roles.table';

export async function findRoleByName(db: DbOrTx, name: string): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.name, name.trim().toLowerCase()));
  return row ?? null;
}

export async function findRoleById(db: DbOrTx, id: string): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row ?? null;
}

export async function listRoles(db: DbOrTx) {
  return db.select().from(roles).orderBy(asc(roles.isDefault), asc(roles.name));
}

/** How many users hold each role name. */
export async function countUsersByRole(db: DbOrTx) {
  const rows = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
  return new Map(rows.map((row) => [row.role, row.n]));
}
