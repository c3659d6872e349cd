import { lazy } from 'react';
import { screens } from '../app/screens';

// The preventive maintenance screen (requirements/pm.md#screens): /pm and its role-area paths; lazy, so only
// those who open it download it.
screens.pm = lazy(() => import('./pm/pages/pm-page').then((m) => ({ default: m.PmPage })));
