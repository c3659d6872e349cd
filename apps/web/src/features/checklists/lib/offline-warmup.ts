import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery, checklistsQuery, monthProgressQuery } from '../api/checklists';

/**
 * Loads what the grid needs with no signal (issue 21): the user's checklists, the categories
 * and this month's grid of each checklist assigned to them, so the phone keeps them.
 */
export async function keepChecklistsOffline(queryClient: QueryClient, me: string, now: Date) {
  const [checklists] = await Promise.all([
    queryClient.fetchQuery({ ...checklistsQuery(me), staleTime: 30_000 }),
    queryClient.prefetchQuery(categoriesQuery(me)),
  ]);
  const mine = checklists.filter((checklist) =>
    checklist.assignments.some((assignment) => assignment.userId === me),
  );
  const month = { userId: me, year: now.getFullYear(), month: now.getMonth() + 1 };
  await Promise.all(
    mine.map((checklist) =>
      queryClient.prefetchQuery({
        ...monthProgressQuery(me, { ...month, checklistId: checklist.id }),
        staleTime: 30_000,
      }),
    ),
  );
}
