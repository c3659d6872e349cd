import {
  type Category,
  type CategoryColor,
  type Cell,
  type Checklist,
  daysInMonth,
  type MonthProgress,
  summarize,
} from '@cmms/shared/checklists';
import { localDateOf } from '@cmms/shared/work-orders';
import type { CategoryWithCount, ChecklistWithParts } from './checklists.repository';
import type { CellRow } from './progress.repository';

/** Someone whose account was deleted still left their mark on a cell. */
const FORMER_USER = 'Former user';

export function presentChecklist(row: ChecklistWithParts): Checklist {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    siteId: row.siteId,
    site: { id: row.siteId, name: row.siteName },
    items: row.items,
    assignments: row.assignments.map((assignment) => ({
      ...assignment,
      assignedAt: new Date(assignment.assignedAt).toISOString(),
    })),
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function presentCategory(row: CategoryWithCount): Category {
  return {
    key: row.key,
    name: row.name,
    color: row.color as CategoryColor,
    builtIn: row.builtIn,
    checklistCount: row.checklistCount,
  };
}

const person = (id: string | null, name: string | null) =>
  id === null ? null : { id, name: name ?? FORMER_USER };

export function presentCell(row: CellRow): Cell {
  return {
    itemId: row.itemId,
    date: row.date,
    state: row.state,
    locked: row.locked,
    completedBy: person(row.completedById, row.completedByName),
    // The day it was ticked, in the server's calendar (as due dates are).
    completedDate: row.completedAt ? localDateOf(new Date(row.completedAt)) : null,
    finalisedBy: person(row.finalisedById, row.finalisedByName),
    finalisedAt: row.finalisedAt,
    reopenedDate: row.reopenedDate,
    reopenedBy: person(row.reopenedById, row.reopenedByName),
    workOrder:
      row.taskId && row.workOrderNumber
        ? { id: row.taskId, workOrderNumber: row.workOrderNumber }
        : null,
  };
}

export function presentMonth(
  checklist: ChecklistWithParts,
  month: { userId: string; year: number; month: number },
  cellRows: readonly CellRow[],
): MonthProgress {
  const days = daysInMonth(month.year, month.month);
  const cells = cellRows.map(presentCell);
  return {
    checklistId: checklist.id,
    userId: month.userId,
    year: month.year,
    month: month.month,
    days,
    items: checklist.items,
    cells,
    summary: summarize(checklist.items.length, days, cells),
  };
}
