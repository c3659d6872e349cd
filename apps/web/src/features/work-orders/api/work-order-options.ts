import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Who work can be given to at one site (GET /users/for-assignment): no admins (doc 001 §5). */
export type Assignee = { id: string; name: string; role: string };

const optionKeys = {
  assignees: (userId: string, siteId: string) =>
    ['work-orders', userId, 'assignees', siteId] as const,
};

export const assigneesQuery = (userId: string, siteId: string) =>
  queryOptions({
    queryKey: optionKeys.assignees(userId, siteId),
    queryFn: ({ signal }) =>
      apiRequest<Assignee[]>('GET', '/users/for-assignment', { query: { siteId }, signal }),
    // People join and leave sites elsewhere; the form reads the list as it is now.
    staleTime: 0,
  });

export const useAssignees = (userId: string, siteId: string, enabled: boolean) =>
  useQuery({ ...assigneesQuery(userId, siteId), enabled: enabled && siteId !== '' });
