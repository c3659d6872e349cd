import { lazy } from 'react';
import { screens } from '../app/screens';

// The checklist screens (requirements/checklists.md#screens): /checklist and /checklist-management, with their
// role-area paths; lazy, so only those who open them download them.
screens.checklist = lazy(() =>
  import('./checklists/pages/checklist-grid-page').then((m) => ({
    default: m.ChecklistGridPage,
  })),
);
screens['checklist-management'] = lazy(() =>
  import('./checklists/pages/checklist-management-page').then((m) => ({
    default: m.ChecklistManagementPage,
  })),
);
