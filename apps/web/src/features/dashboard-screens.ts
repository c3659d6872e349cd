import { lazy } from 'react';
import { screens } from '../app/screens';

// The role dashboards (requirements/dashboards.md#screens): /{area}/dashboard, chosen by role and device inside the
// page; lazy, so the login page never downloads them.
screens.dashboard = lazy(() =>
  import('./dashboards/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
