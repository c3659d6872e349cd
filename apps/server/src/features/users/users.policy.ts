import { userTexts } from '@cmms/shared/users';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden } from '../../lib/errors';
import { findRoleByName } from '../roles/roles.repository';
import type { UserRow } from './users.table';

type Actor = { id: string; role: string };

/**
 * A role may be given only if it exists and is active, and only by someone at least as powerful:
 * superadmin by a superadmin, admin by an admin or superadmin (a custom role holding
 * manage_users cannot create administrators).
 */
export async function assertRoleGrantable(db: DbOrTx, actor: Actor, role: string) {
  const row = await findRoleByName(db, role);
  if (!row?.isActive) throw badRequest(userTexts.unknownRole, { role: userTexts.unknownRole });
  if (role === 'superadmin' && actor.role !== 'superadmin')
    throw forbidden(userTexts.roleNotAllowed);
  if (role === 'admin' && actor.role !== 'admin' && actor.role !== 'superadmin') {
    throw forbidden(userTexts.roleNotAllowed);
  }
}

/** Nobody manages an account above their own: only a superadmin changes a superadmin. */
export function assertManageable(actor: Actor, target: UserRow) {
  if (target.role === 'superadmin' && actor.role !== 'superadmin')
    throw forbidden(userTexts.roleNotAllowed);
  if (target.role === 'admin' && actor.role !== 'admin' && actor.role !== 'superadmin') {
    throw forbidden(userTexts.roleNotAllowed);
  }
}

/** An administrator cannot lock themselves out. */
export function assertNotSelf(actor: Actor, target: UserRow) {
  if (actor.id === target.id) throw forbidden(userTexts.selfChange);
}
