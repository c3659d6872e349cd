import type { CreateUserBody, ManagedUser, UpdateUserBody } from '@cmms/shared/users';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';
import { announceSiteAssignments } from '../../dashboards/public';

export const USERS_PAGE_SIZE = 25;

const userKeys = {
  all: ['users'] as const,
  list: (search: string, offset: number) => ['users', 'list', { search, offset }] as const,
  sites: (userId: string) => ['users', userId, 'sites'] as const,
};

const usersListQuery = (search: string, offset: number) =>
  queryOptions({
    queryKey: userKeys.list(search, offset),
    queryFn: ({ signal }) =>
      getPage<ManagedUser>(
        '/users',
        { search: search || undefined, limit: USERS_PAGE_SIZE, offset },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useUsersList = (search: string, offset: number) =>
  useQuery(usersListQuery(search, offset));

const userSitesQuery = (userId: string) =>
  queryOptions({
    queryKey: userKeys.sites(userId),
    queryFn: ({ signal }) =>
      apiRequest<{ id: string; name: string }[]>('GET', `/users/${userId}/sites`, { signal }),
    // The dialog must start from what the server holds now.
    staleTime: 0,
  });

export const useUserSites = (userId: string) => useQuery(userSitesQuery(userId));

/**
 * A user change shows in the users lists and in what sites list as their people, so both
 * refresh after it.
 */
function useUserMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['sites'] });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}

export const useCreateUser = () =>
  useUserMutation((body: CreateUserBody) => apiRequest<ManagedUser>('POST', '/users', { body }));

export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: UpdateUserBody }) =>
    apiRequest<ManagedUser>('PUT', `/users/${id}`, { body }),
  );

export const useDeleteUser = () =>
  useUserMutation((id: string) => apiRequest<{ message: string }>('DELETE', `/users/${id}`));

export const useSetUserStatus = () =>
  useUserMutation(({ id, status }: { id: string; status: 'Active' | 'Inactive' }) =>
    apiRequest<ManagedUser>('PATCH', `/users/${id}/status`, { body: { status } }),
  );

// Dashboards in every tab recount once sites move between people (requirements/users-and-roles.md#states).
export const useAssignSites = () =>
  useUserMutation(async ({ id, siteIds }: { id: string; siteIds: string[] }) => {
    const sites = await apiRequest<{ id: string; name: string }[]>(
      'POST',
      `/users/${id}/assign-sites`,
      { body: { siteIds } },
    );
    announceSiteAssignments();
    return sites;
  });
