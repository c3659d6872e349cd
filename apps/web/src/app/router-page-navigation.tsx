import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageNavigationProvider } from '../lib/page-navigation';

/** Inside the app, pages that may also run without the router move on through it. */
export function RouterPageNavigation() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const navigation = useMemo(
    () => ({
      navigate: (to: string, options?: { replace?: boolean }) => {
        void navigate(to, options);
      },
      state,
    }),
    [navigate, state],
  );
  return (
    <PageNavigationProvider value={navigation}>
      <Outlet />
    </PageNavigationProvider>
  );
}
