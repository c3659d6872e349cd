import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/public';
import { clearSession } from '../../lib/session';

/**
 * Doc 000 §4: logout ends the session on the server (POST /auth/logout; a failure is ignored),
 * clears token, user and loginTime, sets logged_out and goes to /login.
 */
export function useLogoutFlow() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = logout;

  const signOut = useCallback(async () => {
    await mutateAsync();
    clearSession();
    // Nothing the previous user loaded may show to whoever signs in next.
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [mutateAsync, queryClient, navigate]);

  return { signOut, pending: logout.isPending };
}
