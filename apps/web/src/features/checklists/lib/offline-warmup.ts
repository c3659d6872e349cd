import type { QueryClient } from '@tanstack/react-query';
import {
  categoriesQuery,
  checklistsQuery,
  type MonthKey,
  monthProgressQuery,
} from '../api/checklists';
import { resolveGrid } from './grid-filters';

/**
 * Loads what the grid needs with no signal (issue 21): the user's checklists, the categories,
 * this month's grid of each checklist assigned to them, and the grid the screen opens first (a
 * supervisor's may be someone else's month), under the keys the screen itself asks with, so the
 * phone keeps them and the grid opens from them after a reload offline (issue 30).
 */
export async function keepChecklistsOffline(
  queryClient: QueryClient,
  me: { id: string; role: string },
  now: Date,
) {
  const [checklists, categories] = await Promise.all([
    queryClient.fetchQuery({ ...checklistsQuery(me.id), staleTime: 30_000 }),
    queryClient.fetchQuery(categoriesQuery(me.id)).catch(() => []),
  ]);
  const month = { year: now.getFullYear(), month: now.getMonth() + 1 };
  const months = new Map<string, MonthKey>();
  for (const checklist of checklists) {
    if (checklist.assignments.some((assignment) => assignment.userId === me.id)) {
      months.set(`${checklist.id}|${me.id}`, {
        ...month,
        checklistId: checklist.id,
        userId: me.id,
      });
    }
  }
  const first = resolveGrid(
    { ...month, checklistId: null, userId: null, date: null },
    checklists,
    categories,
    me,
  );
  if (first.checklist && first.userId) {
    months.set(`${first.checklist.id}|${first.userId}`, {
      ...month,
      checklistId: first.checklist.id,
      userId: first.userId,
    });
  }
  await Promise.all(
    [...months.values()].map((key) =>
      queryClient.prefetchQuery({ ...monthProgressQuery(me.id, key), staleTime: 30_000 }),
    ),
  );
}
