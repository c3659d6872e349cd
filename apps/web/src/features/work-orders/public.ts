// What other features and the shell may use of work orders; everything else here is its own.
export { WorkOrderStatusBadge } from './components/work-order-status-badge';
export { keepAssignedWorkOffline } from './lib/offline-warmup';
export { TASK_UPDATED, taskSignal } from './lib/task-updates';
export { formatDueDate, statusLabel } from './lib/work-order-display';
export { parseTaskFilter, TASK_FILTER_LABELS, workOrdersPath } from './lib/work-order-filters';
export { DUE_DATE_IN_PAST, dueDateError } from './lib/work-order-form';
