import { isOverdue, type WorkOrder } from '@cmms/shared/work-orders';
import type { TaskStatus } from '@cmms/shared/work-rules';
import { dateIn, zoneOrProcess } from '@cmms/shared/zones';
import type { TaskWithNames } from './work-orders.repository';

/**
 * A work order as the screens read it; overdue is computed against today at its site (issue 29),
 * never stored.
 */
export function presentTask(row: TaskWithNames, now: Date): WorkOrder {
  const today = dateIn(now, zoneOrProcess(row.siteTimeZone));
  return {
    id: row.id,
    workOrderNumber: row.workOrderNumber,
    title: row.title,
    description: row.description,
    status: row.status as TaskStatus,
    priority: row.priority as WorkOrder['priority'],
    taskType: row.taskType as WorkOrder['taskType'],
    dueDate: row.dueDate,
    overdue: isOverdue(row, today),
    assignedToId: row.assignedTo,
    assignedTo: { id: row.assignedTo, name: row.assigneeName },
    assetId: row.assetId,
    asset:
      row.assetId && row.assetName && row.assetNumber
        ? { id: row.assetId, name: row.assetName, assetNumber: row.assetNumber }
        : null,
    siteId: row.siteId,
    site: { id: row.siteId, name: row.siteName },
    createdBy:
      row.createdBy && row.creatorName ? { id: row.createdBy, name: row.creatorName } : null,
    origin: row.origin ?? null,
    completedAt: row.completedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** One row of the work order CSV (requirements/work-orders.md#records). */
export const taskCsvCells = (row: TaskWithNames) => [
  row.title,
  row.description,
  row.status,
  row.assigneeName,
  row.dueDate,
  row.siteName,
  row.assetName,
  row.createdAt,
];
