import { PM_PRIORITIES, type PmPriority, pmRules } from '@cmms/shared/pm';
import { normalizeRole } from '@cmms/shared/roles';
import { t } from '../../../lib/i18n/i18n';
import { workCallerOf } from '../../../lib/work-caller';
import { priorityLabel } from './pm-display';

export type PmListFilters = {
  search: string;
  priority: PmPriority | '';
  /** The site chosen in the header; null is every site the user may see. */
  siteId: string | null;
};

/** The query GET /pm takes for these filters; empty ones are left out. */
export function pmListQueryOf({ search, priority, siteId }: PmListFilters) {
  const term = search.trim();
  return {
    search: term === '' ? undefined : term,
    priority: priority === '' ? undefined : priority,
    siteId: siteId ?? undefined,
  };
}

/** requirements/pm.md#screens: the priority filter, 'All Priorities' first. */
export const priorityFilterOptions = (): { value: PmPriority | ''; label: string }[] => [
  { value: '', label: t('pm.allPriorities') },
  ...PM_PRIORITIES.map((value) => ({ value, label: priorityLabel(value) })),
];

/** A priority filter choice; anything else is All Priorities. */
export const parsePriority = (value: string): PmPriority | '' =>
  (PM_PRIORITIES as readonly string[]).includes(value) ? (value as PmPriority) : '';

/** The filters the user set on this screen (the header's site is not one of them). */
export const hasActiveFilters = ({
  search,
  priority,
}: Pick<PmListFilters, 'search' | 'priority'>) => search.trim() !== '' || priority !== '';

/** requirements/pm.md#screens: what an empty list says, and whether it offers 'Create your first PM'. */
export function emptyStateOf(
  user: { role: string; permissions?: unknown } | null,
  filtered: boolean,
) {
  const role = normalizeRole(user?.role);
  return {
    text: filtered ? t('pm.emptyFiltered') : t('pm.empty'),
    // Not for a client or technician (requirements/pm.md#screens), and only to someone the server lets add one.
    createFirst:
      !filtered &&
      user !== null &&
      role !== 'client' &&
      role !== 'technician' &&
      pmRules.canManage(workCallerOf(user)),
  };
}
