import { lazy } from 'react';
import { screens } from '../app/screens';

// The work orders screen (requirements/work-orders.md#screens): /tasks and /{area}/tasks, registered with the router's
// screen table; lazy, so only those who open it download it.
screens.tasks = lazy(() =>
  import('./work-orders/pages/work-orders-page').then((m) => ({ default: m.WorkOrdersPage })),
);
