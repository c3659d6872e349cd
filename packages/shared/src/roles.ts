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

/** Roles are stored and compared in lower case; an unknown or missing role reads as technician. */
export function normalizeRole(role: string | null | undefined): string {
  const lower = (role ?? '').trim().toLowerCase();
  return lower === '' ? 'technician' : lower;
}

export function isAdminRole(role: string | null | undefined): boolean {
  const lower = normalizeRole(role);
  return lower === 'admin' || lower === 'superadmin';
}
