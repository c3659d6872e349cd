import { msg } from '@cmms/shared/i18n/message';
import { grantedPermissions, PROTECTED_ROLES } from '@cmms/shared/permissions';
import { roleInText } from '@cmms/shared/roles';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../../lib/deps';
import { conflict, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { countUsersByRole, renameRoleOfUsers } from '../users/users.service';
import { descriptionToStore } from './default-roles';
import { rolePolicy } from './roles.policy';
import {
  deleteRoleRow,
  findRoleById,
  findRoleByName,
  insertRole,
  listRoles,
  type RoleValues,
  updateRoleRow,
} from './roles.repository';
import type { RoleRow } from './roles.table';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

const isProtected = (name: string) => (PROTECTED_ROLES as readonly string[]).includes(name);

async function uniqueName<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('roles.nameTaken'));
    throw error;
  }
}

/** The role, or 404. */
export async function loadRole(deps: Pick<Deps, 'db'>, id: string) {
  return foundOr404(await findRoleById(deps.db, id), msg('roles.notFound'));
}

/** What a role grants, for the answers that send a user's permissions to the client. */
export async function permissionsOfRole(db: DbOrTx, role: string) {
  return grantedPermissions(role, await findRoleByName(db, role));
}

export { customRoleLabels } from './roles.repository';

/** Every role with how many users hold it. */
export async function listRolesWithHolders(deps: Pick<Deps, 'db'>) {
  const [rows, holders] = await Promise.all([listRoles(deps.db), countUsersByRole(deps.db)]);
  return rows.map((row) => ({ row, holders: holders.get(row.name) ?? 0 }));
}

export async function holdersOfRole(deps: Pick<Deps, 'db'>, role: RoleRow) {
  return (await countUsersByRole(deps.db)).get(role.name) ?? 0;
}

export function createRole(deps: Pick<Deps, 'db'>, actor: Actor, values: RoleValues) {
  rolePolicy.assertMayGrant(actor, values.permissions);
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const row = await insertRole(tx, values);
      await recordActivity(tx, actor, {
        action: 'role_created',
        description: msg('roles.activityCreated', { name: row.label ?? roleInText(row.name) }),
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
export function updateRole(
  deps: Deps,
  actor: Actor,
  { role, values }: { role: RoleRow; values: RoleValues },
) {
  rolePolicy.assertMayChange(actor, role);
  rolePolicy.assertMayGrant(actor, values.permissions);
  if (role.isDefault && values.name.toLowerCase() !== role.name)
    throw conflict(msg('roles.defaultRename'));
  if (
    isProtected(role.name) &&
    (!values.isActive || !values.permissions.includes('all_permissions'))
  ) {
    throw conflict(msg('roles.protectedChange'));
  }
  const now = deps.clock.now();
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      const row = await updateRoleRow(tx, role, {
        ...values,
        description: descriptionToStore(role, values.description),
        updatedAt: now,
      });
      if (row.name !== role.name)
        await renameRoleOfUsers({ db: tx, clock: deps.clock }, role.name, row.name);
      await recordActivity(tx, actor, {
        action: 'role_updated',
        description: msg('roles.activityUpdated', { name: row.label ?? roleInText(row.name) }),
        type: 'user',
        metadata: { roleId: row.id },
      });
      return row;
    }),
  );
}

/** Only custom roles nobody holds; otherwise 409 saying why, and nothing changes. */
export async function deleteRole(deps: Pick<Deps, 'db'>, actor: Actor, role: RoleRow) {
  rolePolicy.assertMayChange(actor, role);
  if (role.isDefault) throw conflict(msg('roles.defaultDelete'));
  await deps.db.transaction(async (tx) => {
    const holders = await holdersOfRole({ db: tx }, role);
    if (holders > 0) {
      throw conflict(
        msg('roles.inUse', { name: role.label ?? roleInText(role.name), count: holders }),
      );
    }
    await recordActivity(tx, actor, {
      action: 'role_deleted',
      description: msg('roles.activityDeleted', { name: role.label ?? roleInText(role.name) }),
      type: 'user',
      metadata: { roleId: role.id },
    });
    await deleteRoleRow(tx, role.id);
  });
}
