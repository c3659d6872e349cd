import { ApiError } from '../../../lib/api-client';

/** The spec shows no Activity Log texts (requirements/activity.md#errors): these are ours. */
export const activityLogMessages = {
  title: 'Activity Log',
  subtitle: 'Changes made across sites, work orders, assets, people and more.',
  searchLabel: 'Search activity',
  searchPlaceholder: 'Search descriptions...',
  typeLabel: 'Filter by type',
  loading: 'Loading activity...',
  loadFailed: 'Failed to load the activity log. Please try again.',
  noAccess: "You don't have permission to view the activity log.",
  none: 'No activity recorded yet',
  noneAtSite: (site: string) => `No activity recorded for ${site} yet`,
  noMatch: 'No activity matches your search or filter',
  refreshFailed: 'Could not refresh the activity log. Showing what was loaded before.',
} as const;

/** A refusal names itself (a session that ended is handled by the API client). */
export function activityLoadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 403
    ? activityLogMessages.noAccess
    : activityLogMessages.loadFailed;
}
