import { dashboardPathOf } from '@cmms/shared/route-access';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useServerSessionCheck } from '../features/auth/public';
import { pathOf, rememberRedirect } from '../lib/redirect-after-login';
import { readSession, useSession } from '../lib/session';

/**
 * requirements/product.md#validation: pages behind sign-in need a stored token and user id. A visitor without them is
 * sent to /login, and the page is remembered (router state `from` and redirect_after_login) so
 * sign-in brings them back.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const path = pathOf(location);
  // Whether the page opened signed in: losing the session afterwards is a logout (or a 401 that
  // has already remembered the page), not a visit to remember.
  const [openedSignedIn] = useState(() => session !== null);
  useServerSessionCheck(session?.token, path);

  if (session) return <Outlet />;
  if (openedSignedIn) return <Navigate to="/login" replace />;
  return <SendToLogin path={path} />;
}

function SendToLogin({ path }: { path: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  // An effect, not render: storage is written once per bounce, not per render.
  useEffect(() => {
    rememberRedirect(path);
    navigate('/login', { replace: true, state: { from: location } });
  }, [navigate, path, location]);
  return null;
}

/**
 * Sign-in, registration and recovery pages: someone already signed in goes to their dashboard.
 * Checked once, on opening: a sign-in completing on the page navigates on its own (to `from`
 * or the remembered path) and must not be overtaken by this redirect.
 */
export function RedirectIfSignedIn() {
  const [session] = useState(readSession);
  if (session) return <Navigate to={dashboardPathOf(session.user.role)} replace />;
  return <Outlet />;
}

/** requirements/product.md#screens: '/' and '/dashboard' lead a signed-in user to their dashboard, others to sign in. */
export function HomeRedirect() {
  const session = useSession();
  return <Navigate to={session ? dashboardPathOf(session.user.role) : '/login'} replace />;
}
