import { PROTECTED_ROLES } from '@cmms/shared/permissions';
import { roleTexts } from '@cmms/shared/roles-admin';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { users } from '../users/users.table';
import type { RoleRow } from './roles.table';
import { roles } from './roles.table';

type RoleInput = { name: string; description: string; permissions: string[]; isActive: boolean };

const isProtected = (name: string) => (PROTECTED_ROLES as readonly string[]).includes(name);

async function uniqueName<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(roleTexts.nameTaken);
    throw error;
  }
}

export function createRole(db: DbOrTx, input: RoleInput, actor: Actor) {
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ ...input, isDefault: false })
        .returning();
      if (!row) throw new Error('insert into roles returned no row');
      await recordActivity(tx, actor, {
        action: 'role_created',
        description: `Role "${row.name}" created`,
        type: 'user',
        metadata: { roleId: row.id },
      });
      return row;
    }),
  );
}

/**
 * Default roles keep their names; admin and superadmin also keep every permission and stay
 * active. Renaming a custom role carries its users along.
 */
export function updateRole(db: DbOrTx, role: RoleRow, input: RoleInput, actor: Actor, now: Date) {
  if (role.isDefault && input.name !== role.name) throw conflict(roleTexts.defaultRename);
  if (
    isProtected(role.name) &&
    (!input.isActive || !input.permissions.includes('all_permissions'))
  ) {
    throw conflict(roleTexts.protectedChange);
  }
  return uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(roles)
        .set({ ...input, updatedAt: now })
        .where(eq(roles.id, role.id))
        .returning();
      if (!row) throw new Error(`role ${role.id} vanished during an update`);
      if (row.name !== role.name) {
        await tx
          .update(users)
          .set({ role: row.name, updatedAt: now })
          .where(eq(users.role, role.name));
      }
      await recordActivity(tx, actor, {
        action: 'role_updated',
        description: `Role "${row.name}" updated`,
        type: 'user',
        metadata: { roleId: row.id },
      });
      return row;
    }),
  );
}

/** Only custom roles nobody holds; otherwise 409 saying why, and nothing changes. */
export async function deleteRole(db: DbOrTx, role: RoleRow, holders: number, actor: Actor) {
  if (role.isDefault) throw conflict(roleTexts.defaultDelete);
  if (holders > 0) {
    throw conflict(
      `Role "${role.name}" is assigned to ${holders} user${holders === 1 ? '' : 's'}. Give them another role first.`,
    );
  }
  await db.transaction(async (tx) => {
    await recordActivity(tx, actor, {
      action: 'role_deleted',
      description: `Role "${role.name}" deleted`,
      type: 'user',
      metadata: { roleId: role.id },
    });
    await tx.delete(roles).where(eq(roles.id, role.id));
  });
}
