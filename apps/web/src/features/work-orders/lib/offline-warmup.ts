import type { QueryClient } from '@tanstack/react-query';
import { workOrdersListQuery } from '../api/work-orders';

/**
 * Loads the first page of the user's work orders as the list opens it (issue 21), so the phone
 * keeps them; answers the assets they are about, for the caller to keep too.
 */
export async function keepAssignedWorkOffline(queryClient: QueryClient, me: string) {
  const page = await queryClient.fetchQuery({
    // Field roles, who work offline, have no site selector: their list is all of their sites.
    ...workOrdersListQuery(me, { search: '', status: '', filter: null, siteId: null }, 0),
    staleTime: 30_000,
  });
  return [...new Set(page.items.flatMap((task) => (task.assetId ? [task.assetId] : [])))];
}
