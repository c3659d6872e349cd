import type { ManagedUser } from '@cmms/shared/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getPage } from '../../../lib/paged-request';

/** Pending sign-ups are few; one page of the server's largest size holds them. */
const SIGNUPS_LIMIT = 200;

// Under 'users': approving or rejecting changes the users lists too, and user changes this one.
const signupKeys = {
  pending: (search: string) => ['users', 'pending', { search }] as const,
};

const pendingSignupsQuery = (search: string) =>
  queryOptions({
    queryKey: signupKeys.pending(search),
    queryFn: ({ signal }) =>
      getPage<ManagedUser>(
        '/users',
        { approved: 'false', search: search || undefined, limit: SIGNUPS_LIMIT, offset: 0 },
        signal,
      ),
  });

export const usePendingSignups = (search: string) => useQuery(pendingSignupsQuery(search));

function useSignupMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export const useApproveSignup = () =>
  useSignupMutation(({ id, role }: { id: string; role: string }) =>
    apiRequest<ManagedUser>('PATCH', `/users/${id}/approve`, { body: { role } }),
  );

export const useRejectSignup = () =>
  useSignupMutation((id: string) =>
    apiRequest<{ message: string }>('DELETE', `/users/${id}/reject`),
  );
