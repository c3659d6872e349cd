import type { WorkOrderRecord } from '@cmms/shared/work-order-record';
import type { QueuedChange } from '../../../lib/offline/changes';

/** A photo that shows the work done: any photo not tagged "before" (the server's rule). */
const showsWorkDone = (kind: string, tag: string | null | undefined) =>
  kind === 'photo' && tag !== 'before';

const queuedTagOf = (change: QueuedChange) =>
  change.file?.fields.find(([name]) => name === 'tag')?.[1] ?? null;

/**
 * Whether Complete must take a photo (issue 33): the site requires one and the work order has
 * none yet. A photo waiting in the offline queue counts: it is sent before the status change.
 */
export function completionPhotoMissing(
  record: Pick<WorkOrderRecord, 'completionPhotoRequired' | 'timeline'>,
  waiting: readonly QueuedChange[],
) {
  if (!record.completionPhotoRequired) return false;
  const onRecord = record.timeline.some(
    (line) =>
      line.kind === 'attachment' && showsWorkDone(line.attachment.kind, line.attachment.tag),
  );
  const queued = waiting.some(
    (change) =>
      change.kind === 'task-attachment' &&
      change.state === 'pending' &&
      change.file?.type.startsWith('image/') === true &&
      queuedTagOf(change) !== 'before',
  );
  return !onRecord && !queued;
}
