import type { MessageKey } from './i18n/message';
import { hasPermission, type Permission } from './permissions';
import { normalizeRole } from './roles';

/**
 * Who may do what with assets and work orders (requirements/assets.md#who-may-do-what,
 * requirements/work-orders.md#who-may-do-what). The server authorizes with these
 * functions and the screens hide what they refuse, so the two can never disagree.
 *
 * Permissions say which verbs a role holds; the field roles add the spec's narrower rules on top:
 * they see only work orders assigned to them, may only Complete or Hold them, and may only set an
 * asset On Hold, Completed or Out of Service (never add, edit, delete or export).
 */
export type WorkCaller = { role: string; permissions: readonly string[] };

/** The technician and the trades the spec lets pick as assignees (requirements/product.md#roles). */
export const FIELD_ROLES = ['technician', 'electrician', 'plumber'] as const;

export function isFieldRole(role: string | null | undefined): boolean {
  return (FIELD_ROLES as readonly string[]).includes(normalizeRole(role));
}

const can = (caller: WorkCaller, permission: Permission) =>
  hasPermission(caller.permissions, permission);

export const workOrderRules = {
  canView: (caller: WorkCaller) => can(caller, 'view_tasks'),
  /** Add, edit and export (hidden from client, technician and housekeeping, requirements/work-orders.md#screens). */
  canManage: (caller: WorkCaller) => can(caller, 'assign_tasks') && !isFieldRole(caller.role),
  canDelete: (caller: WorkCaller) => can(caller, 'delete_tasks') && !isFieldRole(caller.role),
  canChangeStatus: (caller: WorkCaller) => can(caller, 'update_tasks'),
  /** A technician sees only the work orders assigned to them (requirements/work-orders.md#who-may-do-what). */
  seesOnlyOwn: (caller: WorkCaller) => isFieldRole(caller.role),
  /** Complete and Hold for field roles; every status for the others. */
  settableStatuses(caller: WorkCaller): readonly string[] {
    return isFieldRole(caller.role) ? ['completed', 'on_hold'] : TASK_STATUSES;
  },
  /**
   * A technician may not Hold or Reopen an overdue task (requirements/work-orders.md#states); Complete stays allowed, so
   * late work can still be closed.
   */
  isLockedFor(caller: WorkCaller, task: { overdue: boolean }, status: string) {
    return isFieldRole(caller.role) && task.overdue && status !== 'completed';
  },
};

export const assetRules = {
  canView: (caller: WorkCaller) => can(caller, 'view_assets'),
  /** Add, edit, export and the QR label (requirements/assets.md#who-may-do-what). */
  canManage: (caller: WorkCaller) => can(caller, 'update_assets') && !isFieldRole(caller.role),
  canDelete: (caller: WorkCaller) => can(caller, 'delete_assets') && !isFieldRole(caller.role),
  canChangeStatus: (caller: WorkCaller) => can(caller, 'update_assets'),
  /** The QR dialog: everyone who may see assets except the client (requirements/assets.md#who-may-do-what). */
  canShowQr: (caller: WorkCaller) =>
    can(caller, 'view_assets') && normalizeRole(caller.role) !== 'client',
  settableStatuses(caller: WorkCaller): readonly string[] {
    return isFieldRole(caller.role) ? ['On Hold', 'Completed', 'Out of Service'] : ASSET_STATUSES;
  },
};

/** Work order statuses a form can set (requirements/work-orders.md#states); overdue is derived from the due date. */
export const TASK_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'on_hold',
  'cancelled',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Work orders that still need their asset and their people: neither completed nor cancelled. */
export const OPEN_TASK_STATUSES: readonly TaskStatus[] = ['pending', 'in_progress', 'on_hold'];

/** Asset statuses of the form (requirements/assets.md#states); legacy values are accepted and kept as written. */
export const ASSET_STATUSES = ['Active', 'On Hold', 'Completed', 'Out of Service'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** What a person reads of each stored status (assets.json), English word for word the value. */
export const ASSET_STATUS_LABELS = {
  Active: 'assets.statusActive',
  'On Hold': 'assets.statusOnHold',
  Completed: 'assets.statusCompleted',
  'Out of Service': 'assets.statusOutOfService',
} as const satisfies Record<AssetStatus, MessageKey>;
export const LEGACY_ASSET_STATUSES = [
  'operational',
  'maintenance',
  'under-maintenance',
  'inactive',
  'out-of-service',
] as const;
