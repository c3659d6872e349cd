import { lazy } from 'react';
import { screens } from '../app/screens';

// The materials screens (requirements/materials.md#screens): /materials (management or request screen by role) and
// /material-requests (My Request History), with their role-area paths; lazy, so only those who
// open them download them.
screens.materials = lazy(() =>
  import('./materials/pages/materials-page').then((m) => ({ default: m.MaterialsPage })),
);
screens['material-requests'] = lazy(() =>
  import('./materials/pages/request-history-page').then((m) => ({
    default: m.RequestHistoryPage,
  })),
);
