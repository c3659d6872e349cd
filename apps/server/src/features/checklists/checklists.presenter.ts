import {
  type Category,
  type CategoryColor,
  type Cell,
  type CellPhotos,
  type Checklist,
  type ChecklistItem,
  daysInMonth,
  isOutOfRange,
  type MonthProgress,
  summarize,
} from '@cmms/shared/checklists';
import { dateIn, zoneOrProcess } from '@cmms/shared/zones';
import { isoOfTimestamptz } from '../../lib/sql';
import type { CategoryWithCount, ChecklistWithParts } from './checklists.repository';
import type { CellTuple, MonthCells } from './progress.repository';

/** A checklist, with the assignments its reader may see (checklistPolicy.visibleAssignments). */
export function presentChecklist(row: ChecklistWithParts): Checklist {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    siteId: row.siteId,
    site: row.siteId && row.siteName ? { id: row.siteId, name: row.siteName } : null,
    items: row.items,
    assignments: row.assignments.map((assignment) => ({
      userId: assignment.userId,
      name: assignment.name,
      role: assignment.role,
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

/** `formerUser`: the name of someone whose account was deleted, who still left a mark on a cell. */
type Names = {
  people: Record<string, string>;
  workOrders: Record<string, string>;
  formerUser: string;
};

const personOf = (id: string | null, names: Names) =>
  id === null ? null : { id, name: names.people[id] ?? names.formerUser };

/**
 * A cell's value (issue 33), only the fields it has: a tick's cell reads exactly as before. A
 * reading says whether it lies outside its item's range as the range stands now.
 */
function cellValueOf(
  [result, reading, note]: [CellTuple[11], CellTuple[12], CellTuple[13]],
  item: ChecklistItem | undefined,
): Partial<Cell> {
  if (result !== null) return { result };
  if (reading !== null) {
    return { reading, outOfRange: item?.kind === 'reading' && isOutOfRange(item, reading) };
  }
  if (note !== null) return { note };
  return {};
}

function presentCell(
  tuple: CellTuple,
  names: Names,
  zone: string,
  items: ReadonlyMap<string, ChecklistItem>,
): Cell {
  const [itemId, date, state, locked, completedBy, completedAt, finalisedBy, finalisedAt] = tuple;
  const [reopenedDate, reopenedBy, taskId] = tuple.slice(8, 11) as [
    string | null,
    string | null,
    string | null,
  ];
  const value = cellValueOf(
    tuple.slice(11, 14) as [CellTuple[11], CellTuple[12], CellTuple[13]],
    items.get(itemId),
  );
  const workOrderNumber = taskId ? names.workOrders[taskId] : undefined;
  return {
    itemId,
    date,
    state,
    locked,
    completedBy: personOf(completedBy, names),
    // The day it was ticked, on the calendar of the checklist's site (issue 29).
    completedDate: completedAt ? dateIn(new Date(isoOfTimestamptz(completedAt)), zone) : null,
    finalisedBy: personOf(finalisedBy, names),
    finalisedAt: finalisedAt ? isoOfTimestamptz(finalisedAt) : null,
    reopenedDate,
    reopenedBy: personOf(reopenedBy, names),
    workOrder: taskId && workOrderNumber ? { id: taskId, workOrderNumber } : null,
    ...value,
  };
}

export function presentMonth(
  checklist: ChecklistWithParts,
  month: { userId: string; year: number; month: number },
  monthCells: MonthCells | null,
  formerUser: string,
  /** The cells' photos (issue 33), when the caller read them. */
  photos?: CellPhotos[],
): MonthProgress {
  const days = daysInMonth(month.year, month.month);
  const names = {
    people: monthCells?.people ?? {},
    workOrders: monthCells?.workOrders ?? {},
    formerUser,
  };
  // A checklist kept for all sites has no site of its own: the server's calendar.
  const zone = zoneOrProcess(checklist.siteTimeZone);
  const items = new Map(checklist.items.map((item) => [item.id, item]));
  const cells = (monthCells?.cells ?? []).map((tuple) => presentCell(tuple, names, zone, items));
  return {
    checklistId: checklist.id,
    userId: month.userId,
    year: month.year,
    month: month.month,
    days,
    items: checklist.items,
    cells,
    summary: summarize(checklist.items.length, days, cells),
    ...(photos ? { photos } : {}),
  };
}
