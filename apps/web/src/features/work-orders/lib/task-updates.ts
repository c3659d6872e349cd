import {
  type CrossTabSignal,
  createCrossTabSignal,
  type SignalEnvironment,
} from '../../../lib/cross-tab-signal';

/**
 * requirements/work-orders.md#states 'Cross-tab refresh signals: task-updated': a tab that changed a work order says so,
 * and every other tab refreshes its lists and dashboards (lib/cross-tab-signal.ts).
 */
export const TASK_UPDATED = 'task-updated';
export type TaskSignal = CrossTabSignal;

export const createTaskSignal = (environment?: SignalEnvironment): TaskSignal =>
  createCrossTabSignal(TASK_UPDATED, environment);

/** The app's one signal. */
export const taskSignal = createTaskSignal();
