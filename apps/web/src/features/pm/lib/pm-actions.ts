import { type Pm, type PmStatus, pmRules } from '@cmms/shared/pm';
import { workOrderRules } from '@cmms/shared/work-rules';
import { t } from '../../../lib/i18n/i18n';
import { workCallerOf } from '../../../lib/work-caller';

type User = { role: string; permissions?: unknown };

export type StatusAction = { status: PmStatus; label: string };

/**
 * The status buttons besides Complete and End schedule: those who manage PMs get Schedule (which
 * also resumes an ended schedule) and In Progress; a technician Start (In Progress); a client,
 * and anyone else, none.
 */
export function statusActionsFor(session: User | null | undefined): StatusAction[] {
  if (!session) return [];
  const user = workCallerOf(session);
  if (!pmRules.canSetStatus(user)) return [];
  if (pmRules.canManage(user)) {
    return [
      { status: 'Scheduled', label: t('pm.actionSchedule') },
      { status: 'In Progress', label: t('pm.actionInProgress') },
    ];
  }
  return pmRules.canSetStatus(user, 'In Progress')
    ? [{ status: 'In Progress', label: t('pm.actionStart') }]
    : [];
}

export type PmActions = {
  view: boolean;
  /** Add PM, Edit and Delete (requirements/pm.md#screens, #who-may-do-what): never a client or technician. */
  manage: boolean;
  statuses: StatusAction[];
  /**
   * Complete: this occurrence is done, through the PM's open work order, which moves the PM to
   * its next date (issue 30: the spec's Complete used to end the schedule with one tap).
   */
  completeOccurrence: boolean;
  /** End schedule: the PM stops for good (status Completed), after a confirmation. */
  endSchedule: boolean;
};

export function pmActionsFor(session: User | null | undefined): PmActions {
  const user = session ? workCallerOf(session) : null;
  return {
    view: !!user && pmRules.canView(user),
    manage: !!user && pmRules.canManage(user),
    statuses: statusActionsFor(session),
    completeOccurrence:
      !!user && pmRules.canSetStatus(user, 'Completed') && workOrderRules.canChangeStatus(user),
    endSchedule: !!user && pmRules.canManage(user),
  };
}

const CLOSED = ['completed', 'cancelled'];

/** The work order Complete would complete, or null when this occurrence has none open. */
export const openOccurrenceOf = (pm: Pick<Pm, 'openWorkOrder'>) =>
  pm.openWorkOrder && !CLOSED.includes(pm.openWorkOrder.status) ? pm.openWorkOrder : null;
