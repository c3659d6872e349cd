import type { NotificationType } from '@cmms/shared/notifications';
import { areaOf, canOpenRootScreen } from '@cmms/shared/route-access';

/**
 * Doc 000 §9: a bell click goes to /tasks, /attendance or /dashboard by type. The spec names
 * three types; an update of a task and a refused leave go where their siblings go, an approved
 * account to the dashboard.
 */
const screenByType: Record<NotificationType, 'tasks' | 'attendance' | 'dashboard'> = {
  task_assignment: 'tasks',
  task_update: 'tasks',
  leave_approval: 'attendance',
  leave_rejection: 'attendance',
  site_assignment: 'dashboard',
  account_approved: 'dashboard',
};

/**
 * The page a notification opens. Root /attendance is closed to admins (doc 000 §6), who have it
 * in their own area, so a root route the role may not open is taken from the role's area.
 */
export function notificationPath(type: string, role: string): string {
  const screen = screenByType[type as NotificationType] ?? 'dashboard';
  if (screen === 'dashboard') return '/dashboard';
  return canOpenRootScreen(role, screen).allowed ? `/${screen}` : `/${areaOf(role)}/${screen}`;
}
