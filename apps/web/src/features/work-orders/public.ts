// What other features and the shell may use of work orders; everything else here is its own.
export { WorkOrderStatusBadge } from './components/work-order-status-badge';
export { keepAssignedWorkOffline } from './lib/offline-warmup';
/** The work order's record page (issue 33), which every role that sees it may open. */
export { workOrderRecordPath } from './lib/record-link';
export { taskSignal } from './lib/task-updates';
export { statusLabel } from './lib/work-order-display';
export { workOrdersPath } from './lib/work-order-filters';
export { dueDateError } from './lib/work-order-form';
