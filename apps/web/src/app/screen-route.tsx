import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../components/page-title';
import { t } from '../lib/i18n/i18n';
import { decideRoute } from '../lib/route-guard';
import { screenTitle } from '../lib/screen-titles';
import { useSession } from '../lib/session';
import { AccessDeniedPage } from './access-denied-page';
import { NotFoundPage } from './not-found-page';
import { ScreenView } from './screen-view';
import { isPageKey } from './screens';

/**
 * The element of every guarded screen route: lib/route-guard.ts decides from the path and the
 * role whether the screen opens, the user is sent elsewhere, or sees Access Denied (requirements/product.md#who-may-do-what).
 * RequireAuth has already sent signed-out visitors to /login.
 */
export function ScreenRoute() {
  const { pathname } = useLocation();
  const role = useSession()?.user.role ?? null;
  const decision = decideRoute(pathname, role);

  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'denied':
      return (
        <>
          <PageTitle title={t('screens.accessDenied')} />
          <AccessDeniedPage requiredRoles={decision.requiredRoles} />
        </>
      );
    case 'allowed': {
      // The guard names screens as strings; every one it allows has a page in the table.
      if (!isPageKey(decision.screen)) return <NotFoundPage />;
      return (
        <>
          <PageTitle title={screenTitle(decision.screen, role)} />
          {/* Keyed by screen: moving to another screen starts it afresh. */}
          <ScreenView key={decision.screen} screen={decision.screen} />
        </>
      );
    }
    default:
      return <NotFoundPage />;
  }
}
