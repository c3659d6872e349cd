import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { DEFAULT_ROLES } from '@cmms/shared/roles';
import type { DbOrTx } from '../../db/client';
import { roles } from './roles.table';

const DESCRIPTIONS: Record<string, string> = {
  superadmin: 'Full control of the system and of every other administrator',
  admin: 'Manages sites, users, roles and all maintenance data',
  manager: 'Runs maintenance at assigned sites and approves requests and leave',
  supervisor: 'Leads the team on site: assigns and follows up work',
  technician: 'Carries out work orders and preventive maintenance',
  electrician: 'A technician for electrical work',
  plumber: 'A technician for plumbing work',
  housekeeping: 'Keeps sites clean and works through checklists',
  client: 'Follows the work at their sites, read-only',
};

/**
 * Inserts the default roles that are missing. An existing row is left as it is, so an admin's
 * changes to a default role's description or permissions survive restarts.
 */
export async function ensureDefaultRoles(db: DbOrTx) {
  await db
    .insert(roles)
    .values(
      DEFAULT_ROLES.map((name) => ({
        name,
        description: DESCRIPTIONS[name] ?? '',
        permissions: [...defaultPermissionsOf(name)],
        isActive: true,
        isDefault: true,
      })),
    )
    .onConflictDoNothing({ target: roles.name });
}
