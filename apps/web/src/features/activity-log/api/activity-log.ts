import type { ActivityEntry } from '@cmms/shared/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '../../../lib/paged-request';
import { type ActivityFilters, buildActivityQuery } from '../lib/activity-query';

const activityLogKeys = {
  all: ['activity', 'log'] as const,
  list: (filters: ActivityFilters, offset: number) =>
    ['activity', 'log', { ...filters, offset }] as const,
};

/** One page of GET /activity (requirements/activity.md#screens), newest first, with the total the server counted. */
const activityLogQuery = (filters: ActivityFilters, offset: number) =>
  queryOptions({
    queryKey: activityLogKeys.list(filters, offset),
    queryFn: ({ signal }) =>
      getPage<ActivityEntry>('/activity', buildActivityQuery(filters, offset), signal),
    placeholderData: keepPreviousData,
  });

export const useActivityLog = (filters: ActivityFilters, offset: number) =>
  useQuery(activityLogQuery(filters, offset));
