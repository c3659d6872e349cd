import { msg } from '@cmms/shared/i18n/message';
import { recordRules } from '@cmms/shared/work-order-record';
import { isOverdue, takesWorkOrders } from '@cmms/shared/work-orders';
import { type TaskStatus, workOrderRules } from '@cmms/shared/work-rules';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import { type SiteScope, scopeAllows, scopeOf } from '../../lib/auth/site-scope';
import { conflict, forbidden } from '../../lib/errors';

/**
 * Which work orders a caller sees (requirements/work-orders.md#who-may-do-what): admins all, field roles only their own on their
 * sites, everyone else the work of their sites.
 */
export type TaskScope = { sites: SiteScope; onlyAssignedTo: string | null };

/**
 * Work orders (requirements/work-orders.md#who-may-do-what, @cmms/shared/work-rules, the same rules the screens hide buttons
 * with): view_tasks reads, assign_tasks adds, edits and exports, delete_tasks deletes,
 * update_tasks changes a status; field roles see only their own and may only Complete or Hold,
 * never an overdue Hold. A work order outside the scope answers 404.
 */
export const workOrderPolicy = {
  canView: (actor: UserActor) => workOrderRules.canView(actor),
  canCreate: (actor: UserActor) => workOrderRules.canManage(actor),
  canEdit: (actor: UserActor) => workOrderRules.canManage(actor),
  canExport: (actor: UserActor) => workOrderRules.canManage(actor),
  canChangeStatus: (actor: UserActor) => workOrderRules.canChangeStatus(actor),
  canDelete: (actor: UserActor) => workOrderRules.canDelete(actor),
  canComment: (actor: UserActor) => recordRules.canComment(actor),

  /**
   * Whom a work order may be given to, besides being an active non-admin of its site: never a
   * client, who only reads the work of their site (takesWorkOrders: NON_STAFF_ROLES).
   */
  mayBeAssignee: (assignee: { role: string }) => takesWorkOrders(assignee.role),

  scopeOf(actor: Actor): TaskScope {
    const own = !isSystem(actor) && workOrderRules.seesOnlyOwn(actor);
    return { sites: scopeOf(actor), onlyAssignedTo: own ? actor.id : null };
  },

  /**
   * Why a field user no longer sees a work order they ask to change, where saying so reveals
   * nothing they did not know (a change queued on their phone, sent late): one of their sites'
   * work orders is now someone else's, or their own is at a site they left. Null otherwise: a
   * plain "not found", as for any record outside the scope.
   */
  reasonNotSeen(actor: UserActor, task: { assignedTo: string; siteId: string } | null) {
    if (!task || !workOrderRules.seesOnlyOwn(actor)) return null;
    const onTheirSites = scopeAllows(scopeOf(actor), task.siteId);
    if (task.assignedTo === actor.id) {
      return onTheirSites ? null : msg('workOrders.siteNoLongerYours');
    }
    return onTheirSites ? msg('workOrders.noLongerAssigned') : null;
  },

  /**
   * PATCH /tasks/{id}/status. The lock is checked first: a technician reopening an overdue task
   * is told why it is locked (409), then the statuses the role may set (403).
   */
  assertMaySetStatus(
    actor: UserActor,
    task: { status: string; dueDate: string },
    status: TaskStatus,
    today: string,
  ) {
    if (workOrderRules.isLockedFor(actor, { overdue: isOverdue(task, today) }, status)) {
      throw conflict(msg('workOrders.lockedAfterDue'));
    }
    if (!workOrderRules.settableStatuses(actor).includes(status)) {
      throw forbidden(msg('workOrders.statusNotAllowed'));
    }
  },
};
