import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type RoleRow, roles } from './roles.table';

/** A role as Role Management sends it: the name as written, its key derived here. */
export type RoleValues = Pick<RoleRow, 'name' | 'description' | 'permissions' | 'isActive'>;

/** The stored key is the name in lower case; the label keeps how it was written. */
const keyed = (values: RoleValues) => ({
  ...values,
  name: values.name.toLowerCase(),
  label: values.name,
});

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
    .values({ ...keyed(values), isDefault: false })
    .returning();
  if (!row) throw new Error('insert into roles returned no row');
  return row;
}

export async function updateRoleRow(
  db: DbOrTx,
  role: RoleRow,
  values: RoleValues & { updatedAt: Date },
) {
  // A default role keeps its name and has no label of its own: the screens name it.
  const set = role.isDefault ? { ...values, name: role.name } : keyed(values);
  const [row] = await db
    .update(roles)
    .set({ ...set, updatedAt: values.updatedAt })
    .where(eq(roles.id, role.id))
    .returning();
  if (!row) throw new Error(`role ${role.id} vanished during an update`);
  return row;
}

export async function deleteRoleRow(db: DbOrTx, id: string) {
  await db.delete(roles).where(eq(roles.id, id));
}

/** The custom roles' names as written, by key, for the screens that show anyone's role. */
export async function customRoleLabels(db: DbOrTx): Promise<Record<string, string>> {
  const rows = await db
    .select({ name: roles.name, label: roles.label })
    .from(roles)
    .where(eq(roles.isDefault, false));
  return Object.fromEntries(rows.map((row) => [row.name, row.label ?? row.name]));
}
