import { type Message, type MessageKey, msg } from './i18n/message';

/** The seven roles with their own shell (requirements/product.md#roles). */
export const SHELL_ROLES = [
  'superadmin',
  'admin',
  'manager',
  'supervisor',
  'technician',
  'housekeeping',
  'client',
] as const;

/** Default roles (requirements/users-and-roles.md#who-may-do-what): the shell roles plus the assignable trades. */
export const DEFAULT_ROLES = [...SHELL_ROLES, 'electrician', 'plumber'] as const;

export type ShellRole = (typeof SHELL_ROLES)[number];
export type DefaultRole = (typeof DEFAULT_ROLES)[number];

/** How the screens name the default roles ('superadmin' reads 'Super Admin'). */
export const ROLE_LABEL_KEYS = {
  superadmin: 'roles.labelSuperadmin',
  admin: 'roles.labelAdmin',
  manager: 'roles.labelManager',
  supervisor: 'roles.labelSupervisor',
  technician: 'roles.labelTechnician',
  housekeeping: 'roles.labelHousekeeping',
  client: 'roles.labelClient',
  electrician: 'roles.labelElectrician',
  plumber: 'roles.labelPlumber',
} as const satisfies Record<DefaultRole, MessageKey>;

/** A default role inside a sentence: in English its code, as the server's texts always wrote it. */
const ROLE_IN_TEXT_KEYS = {
  superadmin: 'roles.inTextSuperadmin',
  admin: 'roles.inTextAdmin',
  manager: 'roles.inTextManager',
  supervisor: 'roles.inTextSupervisor',
  technician: 'roles.inTextTechnician',
  housekeeping: 'roles.inTextHousekeeping',
  client: 'roles.inTextClient',
  electrician: 'roles.inTextElectrician',
  plumber: 'roles.inTextPlumber',
} as const satisfies Record<DefaultRole, MessageKey>;

export const isDefaultRole = (role: string): role is DefaultRole =>
  (DEFAULT_ROLES as readonly string[]).includes(role);

/**
 * A role as a value of a message ('You can sign in as {role}'): a default role in the reader's
 * words, a custom role as it is stored (its name is data).
 */
export function roleInText(role: string): Message | string {
  const key = normalizeRole(role);
  return isDefaultRole(key) ? msg(ROLE_IN_TEXT_KEYS[key]) : role;
}

// Role lists the rules and the server's queries both read, so that who may do something and who
// is listed, told or counted for it cannot drift apart. Each is named for what it means.

/**
 * The administrators: every permission and every site, staff of none
 * (requirements/users-and-roles.md#roles). Their entries stay out of other people's feed.
 */
export const ADMIN_ROLES = ['admin', 'superadmin'] as const satisfies readonly ShellRole[];

/**
 * Who is not staff of a site: the administrators, who work at none, and the client, who is served
 * by the staff, not one of them (docs/permissions.md, "Who is staff"). Never listed as a site's
 * staff, never offered as an assignee, never given a work order.
 */
export const NON_STAFF_ROLES = [...ADMIN_ROLES, 'client'] as const satisfies readonly ShellRole[];

/**
 * Who is told of a staff member's leave request: these roles at the requester's sites (the
 * leave-approval screen's roles), else the administrators. Deciding it is manage_attendance
 * (attendanceRules.canApproveLeave), which both hold by default.
 */
export const LEAVE_DECIDER_ROLES = [
  'manager',
  'supervisor',
] as const satisfies readonly ShellRole[];

/**
 * A site's leads, in the order a PM's work order falls to them when neither its assignee nor the
 * asset's can take it: supervisors first, then managers (docs/pm.md, "Who gets the work order").
 */
export const SITE_LEAD_ROLES = ['supervisor', 'manager'] as const satisfies readonly ShellRole[];

/**
 * Who looks after a site and is told of what needs a decision there (low stock, a PM nobody can
 * take); where a site has none, the administrators are.
 */
export const SITE_MANAGER_ROLES = ['manager'] as const satisfies readonly ShellRole[];

/** Who a work order escalates to first (issue 34, docs/escalation.md); then SITE_MANAGER_ROLES. */
export const SITE_SUPERVISOR_ROLES = ['supervisor'] as const satisfies readonly ShellRole[];

/** Roles are stored and compared in lower case; an unknown or missing role reads as technician. */
export function normalizeRole(role: string | null | undefined): string {
  const lower = (role ?? '').trim().toLowerCase();
  return lower === '' ? 'technician' : lower;
}

const holdsOneOf = (roles: readonly string[], role: string | null | undefined) =>
  roles.includes(normalizeRole(role));

export function isAdminRole(role: string | null | undefined): boolean {
  return holdsOneOf(ADMIN_ROLES, role);
}

/** Whether a holder of `role` is staff of their sites (NON_STAFF_ROLES). */
export function isStaffRole(role: string | null | undefined): boolean {
  return !holdsOneOf(NON_STAFF_ROLES, role);
}
