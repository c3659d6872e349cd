import type { UserResult } from '@cmms/shared/accounts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { rememberRoleLabels } from '../../../lib/role-label';
import { clearSession, updateSessionUser } from '../../../lib/session';

/** The signed-in user as the server sees them now (GET /user/me). */
const currentUserQuery = (token: string) =>
  queryOptions({
    // Keyed by token so a new sign-in never reads the previous user's answer.
    queryKey: ['auth', 'me', token],
    queryFn: ({ signal }) => apiRequest<UserResult>('GET', '/user/me', { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * Ends the session on the server. Failure is ignored: the browser forgets the session anyway.
 * `token` is the session's, read before it was cleared here.
 */
const logout = (token?: string | null) =>
  apiRequest<{ message: string }>('POST', '/auth/logout', token ? { bearer: token } : {}).catch(
    () => undefined,
  );

export const useLogout = () => useMutation({ mutationFn: logout });

/**
 * Checks a stored session with the server while a signed-in page is open and keeps the stored
 * user fresh (sites, PIN, role). requirements/accounts.md#calls: a 401 ends the session and remembers the page for
 * after the next sign-in; a network failure keeps it (the server may just be unreachable).
 */
export function useServerSessionCheck(token: string | undefined, currentPath: string) {
  const { data, error } = useQuery({
    ...currentUserQuery(token ?? ''),
    enabled: Boolean(token),
  });

  useEffect(() => {
    if (!data?.user) return;
    // Labels first: the user update re-renders the shell, which then names roles right.
    rememberRoleLabels(data.roleLabels ?? {});
    updateSessionUser(data.user);
  }, [data]);

  useEffect(() => {
    if (error instanceof ApiError && error.status === 401) {
      rememberRedirect(currentPath);
      clearSession();
    }
  }, [error, currentPath]);
}
