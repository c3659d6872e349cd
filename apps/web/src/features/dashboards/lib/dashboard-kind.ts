import { normalizeRole } from '@cmms/shared/roles';

export type DashboardKind =
  | 'admin'
  | 'manager'
  | 'supervisor'
  | 'technician'
  | 'housekeeping'
  | 'client'
  | 'generic'
  | 'mobile';

/** Where the dashboard runs (lib/device.ts): the native app, or a phone-like browser. */
export type DashboardDevice = { native: boolean; mobile: boolean };

// requirements/dashboards.md#screens: on a native or mobile device these roles get the mobile dashboard instead.
const MOBILE_ON_DEVICE = new Set(['supervisor', 'housekeeping', 'client']);

/**
 * Which dashboard a role gets (requirements/dashboards.md#screens): the native app shows the mobile dashboard to every
 * role; a phone-like browser shows it to supervisor, housekeeping and client; otherwise each role
 * its own, superadmin the admin one and custom roles the generic one.
 */
export function dashboardKindFor(role: string | null | undefined, device: DashboardDevice) {
  const lower = normalizeRole(role);
  if (device.native) return 'mobile' satisfies DashboardKind;
  if (device.mobile && MOBILE_ON_DEVICE.has(lower)) return 'mobile' satisfies DashboardKind;
  if (lower === 'admin' || lower === 'superadmin') return 'admin' satisfies DashboardKind;
  const own: readonly DashboardKind[] = [
    'manager',
    'supervisor',
    'technician',
    'housekeeping',
    'client',
  ];
  return (own as readonly string[]).includes(lower) ? (lower as DashboardKind) : 'generic';
}

/** The greeting boundary the kind uses: 17:00 for admin and manager, 18:00 elsewhere. */
export const greetingKindOf = (kind: DashboardKind) =>
  kind === 'admin' || kind === 'manager' ? ('admin-manager' as const) : ('other' as const);
