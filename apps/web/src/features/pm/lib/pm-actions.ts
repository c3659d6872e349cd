import { type PmStatus, pmRules } from '@cmms/shared/pm';
import { workCallerOf } from '../../../lib/work-caller';

type User = { role: string; permissions?: unknown };

export type StatusAction = { status: PmStatus; label: string };

/**
 * §4: admin-level users get Complete, Schedule and In Progress; a technician gets Complete and
 * Start (which is In Progress); a client, and anyone else, none. The labels are the spec's.
 */
export function statusActionsFor(session: User | null | undefined): StatusAction[] {
  if (!session) return [];
  const user = workCallerOf(session);
  if (!pmRules.canSetStatus(user)) return [];
  if (pmRules.canManage(user)) {
    return [
      { status: 'Completed', label: 'Complete' },
      { status: 'Scheduled', label: 'Schedule' },
      { status: 'In Progress', label: 'In Progress' },
    ];
  }
  return (
    [
      { status: 'Completed', label: 'Complete' },
      { status: 'In Progress', label: 'Start' },
    ] satisfies StatusAction[]
  ).filter((action) => pmRules.canSetStatus(user, action.status));
}

export type PmActions = {
  view: boolean;
  /** Add PM, Edit and Delete (§2.6, §6): never a client or technician. */
  manage: boolean;
  statuses: StatusAction[];
};

export function pmActionsFor(session: User | null | undefined): PmActions {
  const user = session ? workCallerOf(session) : null;
  return {
    view: !!user && pmRules.canView(user),
    manage: !!user && pmRules.canManage(user),
    statuses: statusActionsFor(session),
  };
}
