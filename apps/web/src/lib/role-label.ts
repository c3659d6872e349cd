import { normalizeRole } from '@cmms/shared/roles';

const labels: Record<string, string> = { superadmin: 'Super Admin' };

/** A role as people read it: 'superadmin' -> 'Super Admin', 'housekeeping' -> 'Housekeeping'. */
export function roleLabel(role: string | null | undefined): string {
  const lower = normalizeRole(role);
  return labels[lower] ?? lower.charAt(0).toUpperCase() + lower.slice(1);
}
