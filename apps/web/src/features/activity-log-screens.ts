import { lazy } from 'react';
import { screens } from '../app/screens';

// The Activity Log (doc 002 §2.8), for admins and superadmins; lazy like every screen.
screens['activity-log'] = lazy(() =>
  import('./activity-log/pages/activity-log-page').then((m) => ({ default: m.ActivityLogPage })),
);
