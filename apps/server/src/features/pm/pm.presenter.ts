import type { Pm, PmPriority, PmRecurrence, PmStatus } from '@cmms/shared/pm';
import type { PmRecipient } from './pm.recipients';
import type { PmWithNames } from './pm.repository';

const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

export function presentPm(row: PmWithNames & { recipient: PmRecipient | null }): Pm {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as PmPriority,
    recurrence: row.recurrence as PmRecurrence,
    assetId: row.assetId,
    asset: { id: row.assetId, name: row.assetName, site: { id: row.siteId, name: row.siteName } },
    date: row.date,
    status: row.status as PmStatus,
    assigneeId: row.assigneeId,
    assignee: ref(row.assigneeId, row.assigneeName),
    recipient: row.recipient,
    openWorkOrder:
      row.openTaskId && row.openTaskNumber && row.openTaskStatus
        ? { id: row.openTaskId, workOrderNumber: row.openTaskNumber, status: row.openTaskStatus }
        : null,
    generationError: row.generationError,
    lastCompletedAt: row.lastCompletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
