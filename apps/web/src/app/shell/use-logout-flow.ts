import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/public';
import { clearSession } from '../../lib/session';
import { readStorage, storageKeys } from '../../lib/storage-keys';

/**
 * requirements/product.md#states: logout ends the session on the server (POST /auth/logout; a failure is ignored),
 * clears token, user and loginTime, sets logged_out and goes to /login.
 */
export function useLogoutFlow() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    // The session is forgotten here first and every request in flight is cancelled, so no screen
    // polls with a token the server is about to revoke (a 401 after logout); then the server is
    // told, with the token read beforehand.
    const token = readStorage(storageKeys.token);
    clearSession();
    await queryClient.cancelQueries();
    // Nothing the previous user loaded may show to whoever signs in next.
    queryClient.clear();
    navigate('/login', { replace: true });
    // This browser's pushes are the user's no more (docs/push.md), told while the token holds.
    // Loaded here only: the shell's first load carries none of the push code.
    await import('../../features/settings/public')
      .then(({ forgetPushOnSignOut }) => forgetPushOnSignOut(token))
      .catch(() => undefined);
    await mutateAsync(token);
  }, [mutateAsync, queryClient, navigate]);

  return { signOut, pending: logout.isPending };
}
