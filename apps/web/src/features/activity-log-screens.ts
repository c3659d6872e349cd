import { lazy } from 'react';
import { screens } from '../app/screens';

// The Activity Log (requirements/activity.md#screens), for admins and superadmins; lazy like every screen.
screens['activity-log'] = lazy(() =>
  import('./activity-log/pages/activity-log-page').then((m) => ({ default: m.ActivityLogPage })),
);
