import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type RoleRow, roles } from './roles.table';

export type RoleValues = Pick<RoleRow, 'name' | 'description' | 'permissions' | 'isActive'>;

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

export async function insertRole(db: DbOrTx, values: RoleValues) {
  const [row] = await db
    .insert(roles)
    .values({ ...values, isDefault: false })
    .returning();
  if (!row) throw new Error('insert into roles returned no row');
  return row;
}

export async function updateRoleRow(db: DbOrTx, id: string, values: Partial<RoleRow>) {
  const [row] = await db.update(roles).set(values).where(eq(roles.id, id)).returning();
  if (!row) throw new Error(`role ${id} vanished during an update`);
  return row;
}

export async function deleteRoleRow(db: DbOrTx, id: string) {
  await db.delete(roles).where(eq(roles.id, id));
}
