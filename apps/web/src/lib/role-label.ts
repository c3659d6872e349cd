import { DEFAULT_ROLES, normalizeRole } from '@cmms/shared/roles';

/** The default roles as the screens name them: 'Super Admin', 'Housekeeping', ... */
const DEFAULT_LABELS: Record<string, string> = {
  ...Object.fromEntries(DEFAULT_ROLES.map((role) => [role, capitalizeWords(role)])),
  superadmin: 'Super Admin',
};

function capitalizeWords(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A role as people read it. Roles are compared in lower case (doc 000 §1), but a name is shown
 * as written: a default role by its screen name ('superadmin' -> 'Super Admin'), any other with
 * each word starting with a capital and its other capitals kept ('Auditor QA' stays 'Auditor
 * QA'; 'auditor qa' reads 'Auditor Qa'). A missing role reads as technician.
 */
export function roleLabel(role: string | null | undefined): string {
  const lower = normalizeRole(role);
  return DEFAULT_LABELS[lower] ?? capitalizeWords((role ?? '').trim());
}
