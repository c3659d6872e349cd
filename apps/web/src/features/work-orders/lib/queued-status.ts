import { type QueuedChange, useQueuedChanges } from '../../../lib/offline';

export interface QueuedStatus {
  status: string;
  state: QueuedChange['state'];
}

/** The latest status change kept on this device for a task, if any (issue 21). */
function queuedStatusOf(changes: QueuedChange[], taskId: string): QueuedStatus | null {
  const last = changes.findLast(
    (change) => change.kind === 'task-status' && change.subject === taskId,
  );
  if (!last) return null;
  const { status } = last.body as { status: string };
  return { status, state: last.state };
}

/** The status a screen shows: the waiting change's, until the server has it. */
export const shownStatus = (status: string, queued: QueuedStatus | null) =>
  queued?.state === 'pending' ? queued.status : status;

export function useQueuedTaskStatus(taskId: string | undefined): QueuedStatus | null {
  const changes = useQueuedChanges();
  return taskId ? queuedStatusOf(changes, taskId) : null;
}

/** Tasks as the device knows them: a waiting status change already applied. */
export function useTasksAsQueued() {
  const changes = useQueuedChanges();
  return <T extends { id: string; status: string }>(task: T): T => {
    const status = shownStatus(task.status, queuedStatusOf(changes, task.id));
    return status === task.status ? task : { ...task, status };
  };
}
