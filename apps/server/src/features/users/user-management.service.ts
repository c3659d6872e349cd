import { isAdminRole } from '@cmms/shared/roles';
import { userTexts } from '@cmms/shared/users';
import type { AppDeps } from '../../app';
import { recordActivity } from '../../lib/activity';
import type { AuthContext } from '../../lib/auth/require-auth';
import { revokeAllSessions } from '../../lib/auth/sessions';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { sendAccountApprovedMail } from '../auth/account-mails';
import { notifyUser } from '../notifications/notifications.service';
import { countTasksOfUser } from '../work-orders/work-orders.repository';
import { assertManageable, assertNotSelf, assertRoleGrantable } from './users.policy';
import {
  deleteUserRow,
  findSitesByIds,
  findUserById,
  replaceUserSites,
  updateUserRow,
} from './users.repository';
import { createUser } from './users.service';
import type { UserRow } from './users.table';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;

export async function loadManagedUser(deps: Deps, id: string) {
  const user = await findUserById(deps.db, id);
  if (!user) throw notFound('User');
  return user;
}

/** POST /users: an approved, active account (doc 001 §5). */
export async function createManagedUser(
  deps: Deps,
  auth: AuthContext,
  body: {
    name: string;
    email: string;
    mobile?: string | undefined;
    role: string;
    password: string;
  },
) {
  await assertRoleGrantable(deps.db, auth.user, body.role);
  return createUser(
    deps.db,
    { ...body, mobile: body.mobile ?? null, approved: true, status: 'Active' },
    auth.user,
  );
}

/** PUT /users/{id}: a blank password keeps the current one; deactivation ends every session. */
export async function updateManagedUser(
  deps: Deps,
  auth: AuthContext,
  target: UserRow,
  body: {
    name: string;
    mobile?: string | undefined;
    role: string;
    status?: 'Active' | 'Inactive' | undefined;
    password?: string | undefined;
  },
) {
  assertManageable(auth.user, target);
  if (body.role !== target.role || (body.status === 'Inactive' && target.status !== 'Inactive')) {
    assertNotSelf(auth.user, target);
  }
  if (body.role !== target.role) await assertRoleGrantable(deps.db, auth.user, body.role);
  const now = deps.clock.now();
  const passwordHash = body.password ? await hashSecret(body.password) : undefined;
  return deps.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, target.id, {
      name: body.name,
      mobile: body.mobile ?? null,
      role: body.role,
      ...(body.status ? { status: body.status } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      updatedAt: now,
    });
    // A new password or a deactivation ends the sessions opened before it.
    if (passwordHash || row.status === 'Inactive') await revokeAllSessions(tx, row.id, now);
    await recordActivity(tx, auth.user, {
      action: 'user_updated',
      description: `User "${row.name}" updated`,
      type: 'user',
      metadata: { userId: row.id, role: row.role, status: row.status },
    });
    return row;
  });
}

/**
 * DELETE /users/{id}. Work orders, assets and requests will block it with the spec's message as
 * those features land; today's related rows (sessions, site assignments, notifications) go with
 * the user, and activity entries keep the name.
 */
export async function deleteManagedUser(deps: Deps, auth: AuthContext, target: UserRow) {
  assertManageable(auth.user, target);
  assertNotSelf(auth.user, target);
  await deps.db.transaction(async (tx) => {
    // Work orders keep the people they were given to; such a user is deactivated instead.
    if ((await countTasksOfUser(tx, target.id)) > 0) throw conflict(userTexts.deleteBlocked);
    await recordActivity(tx, auth.user, {
      action: 'user_deleted',
      description: `User "${target.name}" deleted`,
      type: 'user',
      metadata: { userId: target.id, email: target.email },
    });
    await deleteUserRow(tx, target.id);
  });
}

/** PATCH /users/{id}/status: only approved users; Inactive ends every session at once. */
export async function setUserStatus(
  deps: Deps,
  auth: AuthContext,
  target: UserRow,
  status: 'Active' | 'Inactive',
) {
  assertManageable(auth.user, target);
  if (!target.approved) throw conflict(userTexts.notApproved);
  if (status === 'Inactive') assertNotSelf(auth.user, target);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, target.id, { status, updatedAt: now });
    if (status === 'Inactive') await revokeAllSessions(tx, row.id, now);
    await recordActivity(tx, auth.user, {
      action: status === 'Active' ? 'user_activated' : 'user_deactivated',
      description: `User "${row.name}" ${status === 'Active' ? 'activated' : 'deactivated'}`,
      type: 'user',
      metadata: { userId: row.id },
    });
    return row;
  });
}

/** PATCH /users/{id}/approve: sets the role, notifies, then mails (a mail failure is logged). */
export async function approveUser(
  deps: Deps,
  auth: AuthContext,
  target: UserRow,
  role: string,
  log: { error(o: object, m: string): void },
) {
  if (target.approved) throw conflict(userTexts.alreadyApproved);
  await assertRoleGrantable(deps.db, auth.user, role);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const approved = await updateUserRow(tx, target.id, {
      approved: true,
      role,
      status: 'Active',
      updatedAt: now,
    });
    await notifyUser(tx, {
      userId: approved.id,
      type: 'account_approved',
      title: 'Account approved',
      body: `Your account was approved. You can sign in as ${role}.`,
    });
    await recordActivity(tx, auth.user, {
      action: 'user_approved',
      description: `${approved.name} approved as ${role}`,
      type: 'user',
      metadata: { userId: approved.id, role },
    });
    return approved;
  });
  await sendAccountApprovedMail(deps, row).catch((error) =>
    log.error({ err: error, userId: row.id }, 'account approved mail failed'),
  );
  return row;
}

/** DELETE /users/{id}/reject: removes a pending sign-up. */
export async function rejectUser(deps: Deps, auth: AuthContext, target: UserRow) {
  if (target.approved) throw conflict(userTexts.notPending);
  await deps.db.transaction(async (tx) => {
    await recordActivity(tx, auth.user, {
      action: 'user_rejected',
      description: `Sign-up of ${target.name} rejected`,
      type: 'user',
      metadata: { email: target.email },
    });
    await deleteUserRow(tx, target.id);
  });
}

/** POST /users/{id}/assign-sites: replaces the user's sites and tells them of new ones. */
export async function assignUserSites(
  deps: Deps,
  auth: AuthContext,
  target: UserRow,
  siteIds: string[],
) {
  if (isAdminRole(target.role)) throw badRequest(userTexts.adminSites);
  const found = await findSitesByIds(deps.db, siteIds);
  if (found.length !== new Set(siteIds).size)
    throw badRequest('One or more sites do not exist', { siteIds: 'Unknown site' });
  return deps.db.transaction(async (tx) => {
    const added = await replaceUserSites(tx, target.id, siteIds);
    for (const site of found.filter((candidate) => added.includes(candidate.id))) {
      await notifyUser(tx, {
        userId: target.id,
        type: 'site_assignment',
        title: 'New site assignment',
        body: `You have been assigned to ${site.name}.`,
        data: { siteId: site.id },
      });
    }
    await recordActivity(tx, auth.user, {
      action: 'user_sites_assigned',
      description: `Sites of ${target.name} updated`,
      type: 'user',
      metadata: { userId: target.id, siteIds },
    });
    return found;
  });
}
