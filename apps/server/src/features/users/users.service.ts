import type { SessionUser } from '@cmms/shared/accounts';
import { LANGUAGE_NAMES } from '@cmms/shared/i18n/languages';
import { type Message, msg } from '@cmms/shared/i18n/message';
import { translatorFor } from '@cmms/shared/i18n/source-translators';
import type { UserLanguageBody } from '@cmms/shared/organisation';
import { passwordSchema } from '@cmms/shared/passwords';
import { grantedPermissions } from '@cmms/shared/permissions';
import { isAdminRole, normalizeRole, roleInText } from '@cmms/shared/roles';
import type { CreateUserValues, UpdateUserValues, UserAction } from '@cmms/shared/users';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import type { SiteScope } from '../../lib/auth/site-scope';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404 } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { languageOfRecipient } from '../organisation/organisation.service';
import { revokeAllSessions } from '../sessions/sessions.service';
import { accountApprovedMail } from './users.mails';
import { userPolicy } from './users.policy';
import { presentSessionUser } from './users.presenter';
import {
  countUsersByRole as countByRole,
  countSiteUsers,
  countUsers,
  countWorkOfUser,
  deleteUserRow,
  findRoleForGrant,
  findSiteManagers,
  findSitePeopleInRoles,
  findSitesByIds,
  findSitesOfUsers,
  findSiteWorker,
  findUserByEmail,
  findUserById,
  findUserSites,
  findWorkOrderReaders,
  findWorkOrderTakers,
  insertUser,
  insertUserSites,
  isOnSites,
  listAssignableUsers,
  listSiteStaff,
  listUserRows,
  renameRoleRows,
  replaceUserSites,
  type UserListFilters,
  updateUserRow,
  updateUserSecrets,
} from './users.repository';
import type { UserRow } from './users.table';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Page = { limit: number; offset: number };
type Log = { error(o: object, m: string): void };

export type CreateUserOptions = {
  name: string;
  email: string;
  /** Absent for Google sign-ups: they sign in with Google or set a password by recovery. */
  password?: string;
  mobile?: string | null;
  role?: string;
  approved?: boolean;
  status?: 'Active' | 'Inactive';
  siteIds?: string[];
  pin?: string;
  googleId?: string;
  picture?: string | null;
  /** The activity entry: user_created by an admin, user_signup for a self-registration. */
  activityAction?: 'user_created' | 'user_signup';
};

// Reads other features ask of users: accounts by email or id, a user's sites, a site's people,
// how many users there are, and whether someone can be given work at a site (an approved,
// active non-administrator assigned to it: requirements/users-and-roles.md#validation).
export {
  countUsers,
  findSiteManagers,
  findSitePeopleInRoles,
  findSiteWorker,
  findUserByEmail,
  findUserById,
  findUserSites,
  findWorkOrderReaders,
  findWorkOrderTakers,
  listSiteStaff,
};

/** A page of users, by name, each with their sites (one query for the page, never one per user). */
export async function listUsers(deps: Pick<Deps, 'db'>, query: UserListFilters & Page) {
  const { rows, total } = await listUserRows(deps.db, query, query);
  const sites = await findSitesOfUsers(
    deps.db,
    rows.map((row) => row.id),
  );
  return { total, rows: rows.map((user) => ({ user, sites: sites.get(user.id) ?? [] })) };
}

/** Who work can be given to at the sites the actor may offer (userPolicy.assigneeSitesOf). */
export const listAssignees = (
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { siteId, onlyWorkOrderTakers }: { siteId: string | undefined; onlyWorkOrderTakers: boolean },
) => listAssignableUsers(deps.db, userPolicy.assigneeSitesOf(actor, siteId), onlyWorkOrderTakers);

/** The user, or 404. */
export async function loadUser(deps: Pick<Deps, 'db'>, id: string) {
  return foundOr404(await findUserById(deps.db, id), msg('users.notFound'));
}

/** The signed-in user as the client holds it, with their sites (sign-in, profile). */
export async function sessionUserOf(
  db: DbOrTx,
  user: UserRow,
  permissions: string[],
): Promise<SessionUser> {
  return presentSessionUser(user, await findUserSites(db, user.id), permissions);
}

/** Creates a user with hashed secrets and site assignments, in one transaction. */
export async function createUser(deps: Pick<Deps, 'db'>, actor: Actor, options: CreateUserOptions) {
  const password = options.password === undefined ? null : passwordSchema.parse(options.password);
  const [passwordHash, pinHash] = await Promise.all([
    password === null ? null : hashSecret(password),
    options.pin ? hashSecret(options.pin) : null,
  ]);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: options.name.trim(),
        email: options.email.trim().toLowerCase(),
        mobile: options.mobile ?? null,
        passwordHash,
        pinHash,
        role: normalizeRole(options.role),
        approved: options.approved ?? false,
        status: options.status ?? 'Active',
        googleId: options.googleId ?? null,
        picture: options.picture ?? null,
      });
      await insertUserSites(tx, user.id, options.siteIds ?? []);
      const action = options.activityAction ?? 'user_created';
      await recordActivity(tx, actor, {
        action,
        description:
          action === 'user_signup'
            ? msg('users.activitySignedUp', { name: user.name })
            : msg('users.activityCreated', { name: user.name, role: roleInText(user.role) }),
        type: 'user',
        metadata: { userId: user.id, role: user.role },
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('account.emailTaken'));
    throw error;
  }
}

async function assertRoleGrantable(db: DbOrTx, actor: Actor, role: string) {
  userPolicy.assertMayGrantRole(actor, role, await findRoleForGrant(db, role));
}

/** userPolicy.assertMayManage with what the account's role grants today. */
async function assertMayManageAccount(
  db: DbOrTx,
  actor: UserActor,
  target: UserRow,
  action: UserAction,
) {
  const grants = grantedPermissions(target.role, await findRoleForGrant(db, target.role));
  userPolicy.assertMayManage(actor, { role: target.role, grants }, action);
}

/** POST /users: an approved, active account (requirements/users-and-roles.md#validation). */
export async function createManagedUser(deps: Deps, actor: UserActor, values: CreateUserValues) {
  await assertRoleGrantable(deps.db, actor, values.role);
  return createUser(deps, actor, {
    ...values,
    mobile: values.mobile ?? null,
    approved: true,
    status: 'Active',
  });
}

/** PUT /users/{id}: a blank password keeps the current one; deactivation ends every session. */
export async function updateManagedUser(
  deps: Deps,
  actor: UserActor,
  { target, values }: { target: UserRow; values: UpdateUserValues },
) {
  const deactivating = values.status === 'Inactive' && target.status !== 'Inactive';
  await assertMayManageAccount(deps.db, actor, target, deactivating ? 'deactivate' : 'change');
  if (values.role !== target.role || deactivating) userPolicy.assertNotSelf(actor, target);
  if (values.role !== target.role) await assertRoleGrantable(deps.db, actor, values.role);
  const now = deps.clock.now();
  const passwordHash = values.password ? await hashSecret(values.password) : undefined;
  return deps.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, target.id, {
      name: values.name,
      mobile: values.mobile ?? null,
      role: values.role,
      ...(values.status ? { status: values.status } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      updatedAt: now,
    });
    // A new password or a deactivation ends the sessions opened before it.
    if (passwordHash || row.status === 'Inactive') {
      await revokeAllSessions({ db: tx, clock: deps.clock }, row.id);
    }
    await recordActivity(tx, actor, {
      action: 'user_updated',
      description: msg('users.activityUpdated', { name: row.name }),
      type: 'user',
      metadata: { userId: row.id, role: row.role, status: row.status },
    });
    return row;
  });
}

/** 'a, b, c' of messages, each read in the reader's language: the list nests pairs. */
const listOf = (items: readonly Message[]): Message | undefined =>
  items.reduceRight<Message | undefined>(
    (rest, first) => (rest ? msg('users.blockerList', { first, rest }) : first),
    undefined,
  );

/**
 * DELETE /users/{id}. A user who has work orders, attendance records or material requests is not
 * deleted: the 409 says exactly which and how many, and deactivating keeps that history with its
 * people. Sessions, site assignments and notifications go with the user, and activity entries
 * keep the name.
 */
export async function deleteManagedUser(deps: Pick<Deps, 'db'>, actor: UserActor, target: UserRow) {
  await assertMayManageAccount(deps.db, actor, target, 'delete');
  userPolicy.assertNotSelf(actor, target);
  await deps.db.transaction(async (tx) => {
    const work = await countWorkOfUser(tx, target.id);
    const counts = [
      ['users.blockerWorkOrders', work.workOrders],
      ['users.blockerAttendance', work.attendanceRecords],
      ['users.blockerMaterialRequests', work.materialRequests],
    ] as const;
    const blockers = listOf(
      counts.filter(([, count]) => count > 0).map(([key, count]) => msg(key, { count })),
    );
    if (blockers) throw conflict(msg('users.deleteBlockedBy', { name: target.name, blockers }));
    await recordActivity(tx, actor, {
      action: 'user_deleted',
      description: msg('users.activityDeleted', { name: target.name }),
      type: 'user',
      metadata: { userId: target.id, email: target.email },
    });
    await deleteUserRow(tx, target.id);
  });
}

/** PATCH /users/{id}/status: only approved users; Inactive ends every session at once. */
export async function setUserStatus(
  deps: Deps,
  actor: UserActor,
  { target, status }: { target: UserRow; status: 'Active' | 'Inactive' },
) {
  await assertMayManageAccount(
    deps.db,
    actor,
    target,
    status === 'Active' ? 'activate' : 'deactivate',
  );
  if (!target.approved) throw conflict(msg('users.notApproved'));
  if (status === 'Inactive') userPolicy.assertNotSelf(actor, target);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, target.id, { status, updatedAt: now });
    if (status === 'Inactive') await revokeAllSessions({ db: tx, clock: deps.clock }, row.id);
    await recordActivity(tx, actor, {
      action: status === 'Active' ? 'user_activated' : 'user_deactivated',
      description: msg('users.activityStatus', { name: row.name, status }),
      type: 'user',
      metadata: { userId: row.id },
    });
    return row;
  });
}

/** Tells a user their account was approved; sent after the approval commits. */
export async function sendAccountApprovedMail(
  deps: Pick<ServiceDeps, 'mailer' | 'config' | 'db'>,
  user: Pick<UserRow, 'email' | 'name' | 'role' | 'language'>,
) {
  const translator = translatorFor(await languageOfRecipient(deps, user));
  const role = roleInText(user.role);
  await deps.mailer.send(
    accountApprovedMail(
      translator,
      user.email,
      user.name,
      typeof role === 'string' ? role : translator.render(role),
      `${deps.config.publicUrl}/login`,
    ),
  );
}

/** PATCH /users/{id}/approve: sets the role, notifies, then mails (a mail failure is logged). */
export async function approveUser(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  actor: UserActor,
  { target, role, log }: { target: UserRow; role: string; log: Log },
) {
  if (target.approved) throw conflict(msg('users.alreadyApproved'));
  await assertRoleGrantable(deps.db, actor, role);
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
      title: msg('users.approvedTitle'),
      body: msg('users.approvedBody', { role: roleInText(role) }),
    });
    await recordActivity(tx, actor, {
      action: 'user_approved',
      description: msg('users.activityApproved', { name: approved.name, role: roleInText(role) }),
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
export async function rejectUser(deps: Pick<Deps, 'db'>, actor: UserActor, target: UserRow) {
  if (target.approved) throw conflict(msg('users.notPending'));
  await deps.db.transaction(async (tx) => {
    await recordActivity(tx, actor, {
      action: 'user_rejected',
      description: msg('users.activityRejected', { name: target.name }),
      type: 'user',
      metadata: { email: target.email },
    });
    await deleteUserRow(tx, target.id);
  });
}

/** POST /users/{id}/assign-sites: replaces the user's sites and tells them of new ones. */
export async function assignUserSites(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { target, siteIds }: { target: UserRow; siteIds: string[] },
) {
  if (isAdminRole(target.role)) throw badRequest(msg('users.adminSites'));
  await assertMayManageAccount(deps.db, actor, target, 'assignSites');
  const found = await findSitesByIds(deps.db, siteIds);
  if (found.length !== new Set(siteIds).size)
    throw badRequest(msg('users.sitesUnknown'), { siteIds: msg('users.siteUnknown') });
  const current = (await findUserSites(deps.db, target.id)).map((site) => site.id);
  const next = userPolicy.sitesAfterAssignment(actor, current, siteIds);
  return deps.db.transaction(async (tx) => {
    const added = await replaceUserSites(tx, target.id, next);
    for (const site of found.filter((candidate) => added.includes(candidate.id))) {
      await notifyUser(tx, {
        userId: target.id,
        type: 'site_assignment',
        title: msg('users.siteAssignedTitle'),
        body: msg('users.siteAssignedBody', { site: site.name }),
        data: { siteId: site.id },
      });
    }
    await recordActivity(tx, actor, {
      action: 'user_sites_assigned',
      description: msg('users.activitySitesAssigned', { name: target.name }),
      type: 'user',
      metadata: { userId: target.id, siteIds: next },
    });
    return found;
  });
}

/**
 * Whether the person is someone a caller with this scope may ask about: anyone who exists for a
 * caller who sees every site, else someone assigned to one of the caller's sites. Reads about a
 * person outside answer 404 (attendance, checklists), so they are not revealed.
 */
export async function isUserWithinScope(db: DbOrTx, scope: SiteScope, userId: string) {
  if (scope.all) return (await findUserById(db, userId)) !== null;
  return isOnSites(db, userId, scope.siteIds);
}

/** A site's creator is assigned to it, or they could not see what they just made. */
export const assignSiteToUser = (db: DbOrTx, userId: string, siteId: string) =>
  insertUserSites(db, userId, [siteId]);

/** How many users are assigned to a site: a site with people cannot be deleted. */
export const countUsersOfSite = (db: DbOrTx, siteId: string) => countSiteUsers(db, siteId);

/** How many users hold each role name (Role Management). */
export const countUsersByRole = (db: DbOrTx) => countByRole(db);

/** A renamed role carries its holders along, in the rename's transaction. */
export const renameRoleOfUsers = (deps: Deps, from: string, to: string) =>
  renameRoleRows(deps.db, from, to, deps.clock.now());

/** A user's own secrets (PIN, password recovery). */
export const setUserSecrets = (
  deps: Deps,
  userId: string,
  secrets: { passwordHash?: string; pinHash?: string | null },
) => updateUserSecrets(deps.db, userId, secrets, deps.clock.now());

/**
 * A person's own language (docs/languages.md): stored, so it follows them to another device and
 * decides their mails; null follows their browser again.
 */
export async function setOwnLanguage(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  { language }: UserLanguageBody,
): Promise<UserLanguageBody> {
  // The same choice again (a second device saving what the first did) changes nothing.
  if (language === actor.language) return { language };
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, actor.id, { language });
    await recordActivity(tx, actor, {
      action: 'language_changed',
      description: language
        ? msg('users.languageChosen', { name: actor.name, language: LANGUAGE_NAMES[language] })
        : msg('users.languageFollowsBrowser', { name: actor.name }),
      type: 'user',
      metadata: { userId: actor.id, language },
    });
  });
  return { language };
}
