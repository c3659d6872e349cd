import type { ActivityFamily } from './activity-families';

export const ACTIVITY_PAGE_SIZE = 25;
/** The server refuses longer searches (activityListQuerySchema). */
export const SEARCH_MAX_LENGTH = 100;

export type ActivityFilters = {
  search: string;
  type: ActivityFamily | '';
  /** The header's site choice (requirements/activity.md#who-may-do-what); null for all sites. */
  siteId: string | null;
};

export type ActivityListQuery = {
  limit: number;
  offset: number;
  search?: string;
  type?: ActivityFamily;
  siteId?: string;
};

/** GET /activity's query for one page: empty filters are left out, the search trimmed. */
export function buildActivityQuery(
  filters: ActivityFilters,
  offset: number,
  limit = ACTIVITY_PAGE_SIZE,
): ActivityListQuery {
  const search = filters.search.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return {
    limit,
    offset: Math.max(0, Math.floor(offset)),
    ...(search ? { search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.siteId ? { siteId: filters.siteId } : {}),
  };
}

/** The screen's own filters (the site is the header's, cleared there). */
export const hasActiveFilters = (filters: Pick<ActivityFilters, 'search' | 'type'>) =>
  filters.search.trim() !== '' || filters.type !== '';
