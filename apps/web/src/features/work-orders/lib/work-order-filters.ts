import type { MessageKey } from '@cmms/shared/i18n/message';
import { AREA_ROUTES, areaOf } from '@cmms/shared/route-access';
import { TASK_FILTERS, TASK_STATUS_LABELS, type TaskFilter } from '@cmms/shared/work-orders';
import type { TaskStatus } from '@cmms/shared/work-rules';
import { t } from '../../../lib/i18n/i18n';

/** requirements/work-orders.md#screens: the list's status filter offers these, after All Statuses. */
const STATUS_FILTERS = ['in_progress', 'on_hold', 'completed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The status filter's choices, in the current language. */
export const statusFilterOptions = (): { value: StatusFilter | ''; label: string }[] => [
  { value: '', label: t('workOrders.allStatuses') },
  ...STATUS_FILTERS.map((value) => ({ value, label: t(TASK_STATUS_LABELS[value]) })),
];

/** How the dashboards' filters read on the list (requirements/dashboards.md#screens, requirements/work-orders.md#states: pending counts in progress). */
export const TASK_FILTER_LABELS = {
  completed: 'workOrders.statusCompleted',
  pending: 'workOrders.filterPendingOrInProgress',
  overdue: 'workOrders.filterOverdue',
} as const satisfies Record<TaskFilter, MessageKey>;

/** The URL's ?filter= value, if it is one the list knows; case and spaces do not matter. */
export function parseTaskFilter(value: string | null | undefined): TaskFilter | null {
  const key = (value ?? '').trim().toLowerCase();
  return (TASK_FILTERS as readonly string[]).includes(key) ? (key as TaskFilter) : null;
}

/** A status filter choice; anything else (including '') is All Statuses. */
export function parseStatusFilter(value: string | null | undefined): StatusFilter | '' {
  const key = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (STATUS_FILTERS as readonly string[]).includes(key) ? (key as StatusFilter) : '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The URL's ?taskId= (a notification or a shared link opens that work order), if well formed. */
export function parseTaskId(value: string | null | undefined): string | null {
  const id = (value ?? '').trim();
  return UUID.test(id) ? id : null;
}

export type ListFilters = {
  search: string;
  status: StatusFilter | '';
  filter: TaskFilter | null;
  /** The site chosen in the header (listSiteOf); null: every site the user sees. */
  siteId: string | null;
};

/** The query GET /tasks and GET /tasks/export take for these filters; empty ones are left out. */
export function listQueryOf({ search, status, filter, siteId }: ListFilters) {
  const term = search.trim();
  return {
    search: term === '' ? undefined : term,
    status: status === '' ? undefined : (status satisfies TaskStatus),
    filter: filter ?? undefined,
    siteId: siteId ?? undefined,
  };
}

/** What Clear Filters clears: the search, the status and the dashboard's filter, not the site. */
export const hasActiveFilters = ({
  search,
  status,
  filter,
}: Pick<ListFilters, 'search' | 'status' | 'filter'>) =>
  search !== '' || status !== '' || filter !== null;

/**
 * What the list shows, said beside its title: how many, and where, so a person sees why a list is
 * shorter than they expect ('5 work orders at Riverside Medical Center').
 */
export function listScopeText(
  total: number,
  where: { siteName: string | null; allLabel: string | null },
): string {
  const count = t('workOrders.scopeCount', { total });
  if (where.siteName) return t('workOrders.scopeAtSite', { count, site: where.siteName });
  return where.allLabel ? t('workOrders.scopeAll', { count, all: where.allLabel }) : count;
}

/**
 * The work orders screen of `role`, optionally filtered or opening one work order: its own area's
 * /{area}/tasks, or the root /tasks for a role whose area has no tasks screen. For dashboards
 * (cards link with ?filter=) and notifications (?taskId=).
 */
export function workOrdersPath(
  role: string,
  options: { filter?: TaskFilter | null; taskId?: string | null } = {},
): string {
  const area = areaOf(role);
  const base = AREA_ROUTES[area].includes('tasks') ? `/${area}/tasks` : '/tasks';
  const params = new URLSearchParams();
  if (options.filter) params.set('filter', options.filter);
  if (options.taskId) params.set('taskId', options.taskId);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

// The header's site, or the one a dashboard link names (sites' listSiteOf).
export { listSiteOf } from '../../sites/public';
