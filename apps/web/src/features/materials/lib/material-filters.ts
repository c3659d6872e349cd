import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestStatus,
  STOCK_LEVEL_LABELS,
  STOCK_LEVELS,
  type StockLevel,
} from '@cmms/shared/materials';
import { t } from '../../../lib/i18n/i18n';

export type InventoryFilters = {
  search: string;
  category: string;
  level: StockLevel | '';
  /** The header's site (listSiteOf): what it draws on; null is every material the user sees. */
  siteId: string | null;
};

export type RequestFilters = {
  search: string;
  status: RequestStatus | '';
  /** Only the caller's own requests (My Request History), managers included. */
  mine: boolean;
  /** The header's site (listSiteOf): its requests; null is all the user sees. */
  siteId: string | null;
};

const term = (value: string) => value.trim() || undefined;

/** The query GET /materials takes for these filters; empty ones are left out. */
export const inventoryQueryOf = ({ search, category, level, siteId }: InventoryFilters) => ({
  search: term(search),
  category: term(category),
  level: level || undefined,
  siteId: siteId ?? undefined,
});

/** The query GET /materials/requests takes for these filters. */
export const requestQueryOf = ({ search, status, mine, siteId }: RequestFilters) => ({
  search: term(search),
  status: status || undefined,
  mine: mine ? 'true' : undefined,
  siteId: siteId ?? undefined,
});

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/** A status filter choice; anything else is All Statuses. */
export const parseStatus = (value: string) => oneOf(REQUEST_STATUSES, value);
export const parseLevel = (value: string) => oneOf(STOCK_LEVELS, value);

/** requirements/materials.md#screens: All Statuses, then Pending, Approved, Rejected, Issued. */
export const statusFilterOptions = () => [
  { value: '', label: t('materials.allStatuses') },
  ...REQUEST_STATUSES.map((value) => ({ value, label: t(REQUEST_STATUS_LABELS[value]) })),
];

export const levelFilterOptions = () => [
  { value: '', label: t('materials.allLevels') },
  ...STOCK_LEVELS.map((value) => ({ value, label: t(STOCK_LEVEL_LABELS[value]) })),
];

/** Categories are the users' own words: shown as typed. */
export const categoryFilterOptions = (categories: readonly string[]) => [
  { value: '', label: t('materials.allCategories') },
  ...categories.map((value) => ({ value, label: value })),
];

/**
 * Under the request form's material picker: how many of the matching materials it lists, or
 * how many match when it lists them all.
 */
export const pickerCountText = (shown: number, total: number) =>
  shown < total
    ? t('materials.materialsShownPartial', { shown, total })
    : t('materials.materialsMatching', { total });

/**
 * requirements/materials.md#screens: an empty request list. With filters set it says none match; without, the request
 * screen invites a first request, while the management screen only says none match.
 */
export function requestsEmptyText(filtered: boolean, inviting: boolean) {
  if (filtered || !inviting) return { text: t('materials.noRequestsFiltered'), hint: null };
  return { text: t('materials.noRequests'), hint: t('materials.noRequestsHint') };
}

// The header's site, or the one a dashboard link names (sites' listSiteOf).
export { listSiteOf } from '../../sites/public';
