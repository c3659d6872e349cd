import type { SessionUser } from '@cmms/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { clearSession, updateSessionUser } from '../../../lib/session';
import { notify } from '../../../lib/toast';

/** requirements/profile-and-help.md#errors: 401, 404 and 5xx have their own texts; others the server's; none a connection text. */
export function profileErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('auth.unexpected');
  if (error.status === 401) return t('profile.authFailed');
  if (error.status === 404) return t('profile.notFound');
  if (error.status >= 500) return t('profile.serverError');
  return error.message;
}

/**
 * The signed-in user's profile from GET /user/me (the sites come with it). The stored user is
 * refreshed with the answer; a 401 says so and ends the session (requirements/profile-and-help.md#errors).
 */
export function useProfile() {
  const query = useQuery({
    queryKey: ['profile', 'me'],
    queryFn: ({ signal }) => apiRequest<{ user: SessionUser }>('GET', '/user/me', { signal }),
  });

  useEffect(() => {
    if (query.data?.user) updateSessionUser(query.data.user);
  }, [query.data]);

  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    notify.error(t('profile.authFailed'));
    clearSession();
  }, [unauthorized]);

  return {
    user: query.data?.user,
    isPending: query.isPending,
    error: query.error ? profileErrorMessage(query.error) : undefined,
    isRetrying: query.isFetching,
    retry: () => void query.refetch(),
  };
}
