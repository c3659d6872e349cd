import { lazy } from 'react';
import { screens } from '../app/screens';

// The administration screens (requirements/sites.md#screens to requirements/users-and-roles.md#screens, requirements/users-and-roles.md#screens), registered with the router's
// screen table; lazy, so only those who open them download them.
screens.sites = lazy(() =>
  import('./sites/pages/sites-page').then((m) => ({ default: m.SitesPage })),
);
screens.users = lazy(() =>
  import('./users/pages/users-page').then((m) => ({ default: m.UsersPage })),
);
screens.roles = lazy(() =>
  import('./roles/pages/roles-page').then((m) => ({ default: m.RolesPage })),
);
screens['signup-users'] = lazy(() =>
  import('./signups/pages/signup-users-page').then((m) => ({ default: m.SignupUsersPage })),
);
screens.staff = lazy(() =>
  import('./staff/pages/staff-page').then((m) => ({ default: m.StaffPage })),
);
