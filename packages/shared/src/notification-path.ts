import type { NotificationType } from './notifications';
import { areaOf, canOpenRootScreen } from './route-access';

/**
 * requirements/notifications.md#limits: a bell click goes to /tasks, /attendance or /dashboard by type. The spec names
 * three types (the bell's, and since issue 34 a Web Push's, which the server addresses); an update of a task and a refused leave go where their siblings go, an approved
 * account to the dashboard, an assigned checklist to the checklist grid, a new leave request to Leave Approval, material news to Materials, a PM nobody can take to PM.
 */
const screenByType: Record<
  NotificationType,
  | 'tasks'
  | 'assets'
  | 'attendance'
  | 'checklist'
  | 'leave-approval'
  | 'materials'
  | 'pm'
  | 'requests'
  | 'dashboard'
> = {
  task_assignment: 'tasks',
  task_update: 'tasks',
  leave_approval: 'attendance',
  leave_rejection: 'attendance',
  site_assignment: 'dashboard',
  account_approved: 'dashboard',
  checklist_assignment: 'checklist',
  leave_request: 'leave-approval',
  material_request: 'materials',
  low_stock: 'materials',
  document_expiring: 'assets',
  pm_unassigned: 'pm',
  task_escalated: 'tasks',
  material_request_waiting: 'materials',
  work_request: 'requests',
  portal_paused: 'dashboard',
};

/**
 * The page a notification opens. Root /attendance is closed to admins (requirements/product.md#who-may-do-what), who have it
 * in their own area, so a root route the role may not open is taken from the role's area. A task
 * notification whose data names the task opens that work order (`?taskId=`), a checklist one
 * that checklist's grid (`?checklistId=`).
 */
export function notificationPath(type: string, role: string, data?: string | null): string {
  const screen = screenByType[type as NotificationType] ?? 'dashboard';
  if (screen === 'dashboard') return '/dashboard';
  const path = canOpenRootScreen(role, screen).allowed
    ? `/${screen}`
    : `/${areaOf(role)}/${screen}`;
  // A document that runs out opens its asset's page.
  const assetId = screen === 'assets' ? idOf(data, 'assetId') : null;
  if (assetId) return `${path}/${encodeURIComponent(assetId)}`;
  const key = screen === 'tasks' ? 'taskId' : screen === 'checklist' ? 'checklistId' : null;
  const id = key ? idOf(data, key) : null;
  return key && id ? `${path}?${key}=${encodeURIComponent(id)}` : path;
}

function idOf(
  data: string | null | undefined,
  key: 'taskId' | 'checklistId' | 'assetId',
): string | null {
  try {
    const parsed: unknown = data ? JSON.parse(data) : null;
    const id = (parsed as Record<string, unknown> | null)?.[key];
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
