import { normalizeRole } from '@cmms/shared/roles';
import { isFieldRole } from '@cmms/shared/work-rules';

/**
 * Whose day is spent on site, where the signal fails: field staff, housekeeping, supervisors.
 * Only their answers are kept on the device and their day loaded ahead (docs/offline.md); for
 * the office roles keeping them cost the dashboard's start and bought nothing.
 */
export const worksOnSite = (role: string | null | undefined) =>
  isFieldRole(role) || ['housekeeping', 'supervisor'].includes(normalizeRole(role));
