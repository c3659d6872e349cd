import { ApiError } from '../../../lib/api-error';

/** The grid's own words, where the spec shows none (doc 002 §2.1 texts are checklistTexts). */
export const gridTexts = {
  loading: 'Loading checklists...',
  loadingMonth: 'Loading progress...',
  noAssignee: 'No one is assigned to this checklist yet.',
  noAssigneeAssign: 'Assign a user to start tracking it.',
  recordFailed: 'Failed to record the change. Please try again.',
  reopened: 'Item reopened',
  readOnly: 'View only',
  legend: {
    initial: 'Not started',
    inProgress: 'In progress',
    completed: 'Completed',
    locked: 'Saved (locked)',
    workOrder: 'Work order',
  },
} as const;

/**
 * What a refused change says: the server's own words for a refusal it explains (409 locked, 403
 * not yours, 400 a day to come), the fallback when no answer came or the server failed.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}
