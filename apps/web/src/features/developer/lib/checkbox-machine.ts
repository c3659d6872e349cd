import { type CellState, nextCellState } from '@cmms/shared/checklists';

/**
 * The checkbox test (requirements/profile-and-help.md#screens, #states) on the checklist grid's own cell states
 * (@cmms/shared/checklists): initial, in-progress, completed, and a lock.
 */
export interface CheckState {
  state: CellState;
  locked: boolean;
}

export const INITIAL_CHECK: CheckState = { state: 'initial', locked: false };

/** A click moves initial -> in-progress -> completed -> initial, as a grid cell's state does; a
 * locked box does not move. */
export const toggle = (check: CheckState): CheckState =>
  check.locked ? check : { ...check, state: nextCellState(check.state) };

/**
 * Save locks the work done: in-progress is saved as completed, completed stays completed;
 * an untouched box has nothing to save.
 */
export function save(check: CheckState): CheckState {
  if (check.state === 'initial') return check;
  return { state: 'completed', locked: true };
}

/** Reopen returns the box to initial and unlocks it. */
export const reopen = (): CheckState => INITIAL_CHECK;
