import { checklistRules, checklistTexts } from '@cmms/shared/checklists';

/** The grid's own words, where the spec shows none (requirements/checklists.md#screens texts are checklistTexts). */
export const gridTexts = {
  loading: 'Loading checklists...',
  loadingMonth: 'Loading progress...',
  noAssignee: 'No one is assigned to this checklist yet.',
  noAssigneeAssign: 'Assign a user to start tracking it.',
  recordFailed: 'Failed to record the change. Please try again.',
  reopened: 'Item reopened',
  readOnly: 'View only',
  /** Empty grids for those who may not create checklists (the spec's placeholder asks them to). */
  noneAssigned:
    'No checklist is assigned to you yet. When your supervisor or manager assigns one, it shows here.',
  noneAtSites: 'No checklists at your sites yet.',
  noItems: 'This checklist has no items yet.',
  legend: {
    initial: 'Not started',
    inProgress: 'In progress',
    completed: 'Completed',
    locked: 'Saved (locked)',
    workOrder: 'Work order',
  },
} as const;

/**
 * What an empty grid says: the spec's placeholder 'No items available - Please create
 * checklists' to those who may create them; to the others what is true for them, since they
 * cannot do what it asks.
 */
export function emptyGridText(
  caller: Parameters<typeof checklistRules.canManage>[0],
  empty: 'no-checklist' | 'no-items',
): string {
  if (checklistRules.canManage(caller)) return checklistTexts.placeholderItem;
  if (empty === 'no-items') return gridTexts.noItems;
  return checklistRules.seesOnlyAssigned(caller) ? gridTexts.noneAssigned : gridTexts.noneAtSites;
}
