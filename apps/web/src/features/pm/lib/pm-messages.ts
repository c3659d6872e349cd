import { pmTexts } from '@cmms/shared/pm';

/** The spec's PM texts (from the shared contract) and our own, where the spec shows none. */
export const pmMessages = {
  ...pmTexts,
  loadFailed: 'Failed to load preventive maintenance tasks. Please try again.',
  upcomingLoading: 'Loading upcoming preventive maintenance...',
  upcomingFailed: 'Failed to load upcoming preventive maintenance. Please try again.',
  assetSectionFailed: 'Preventive maintenance for this asset could not be loaded.',
  assetSectionEmpty: 'No preventive maintenance scheduled for this asset.',
  /** Beside the form's Date and Assignee: why an assignee matters (issue 18). */
  scheduleHelp:
    "With a date, a work order is raised when the PM falls due: for the assignee, else the asset's assignee, else a supervisor or manager of the site. Completing it moves the date to the next occurrence.",
  /** Who the next work order goes to, when the PM names nobody itself (issue 29). */
  recipientLine: (name: string, via: string) => `${name} (${via})`,
  noRecipient: 'Nobody at this site can take its work order',
  requiredNote: 'Title, asset, priority and recurrence are required.',
  noAssignee: 'No assignee',
  chooseAssetFirst: 'Choose an asset first',
  noAssignees: 'No one to assign at this site',
  /** Complete and End schedule (issue 30): one occurrence done, or the schedule stopped. */
  completeHint: (workOrder: string) =>
    `Complete work order ${workOrder}: this occurrence is done and the PM moves to its next date`,
  nothingToComplete: 'Nothing to complete: no work order of this PM is open',
  completed: (workOrder: string) =>
    `Work order ${workOrder} completed. The PM moves to its next date.`,
  completeFailed: 'Failed to complete the work order. Please try again.',
  endSchedule: 'End schedule',
  endScheduleHint: 'Stop this PM for good: it raises no more work orders',
  scheduleEnded: 'This schedule has ended: Schedule starts it again',
  endScheduleQuestion:
    'This PM will raise no more work orders. Schedule starts it again later if needed.',
  endScheduleOpenOrder: (workOrder: string, status: string) =>
    `Its work order ${workOrder} is still open (${status}).`,
  keepOpenOrder: 'Keep it open, to be done or cancelled in Tasks',
  cancelOpenOrder: 'Cancel it as well',
  scheduleEndedToast: 'Schedule ended',
  endFailed: 'Failed to end the schedule. Please try again.',
  assetsShown: (shown: number, total: number) =>
    shown < total
      ? `Showing ${shown} of ${total} assets: type to narrow the list.`
      : `${total} matching asset${total === 1 ? '' : 's'}.`,
} as const;
