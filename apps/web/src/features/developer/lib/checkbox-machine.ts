/** The checkbox test's states (doc 002 §4): initial, in-progress, completed, and a lock. */
export type CheckStatus = 'initial' | 'in-progress' | 'completed';
export interface CheckState {
  status: CheckStatus;
  locked: boolean;
}

export const INITIAL_CHECK: CheckState = { status: 'initial', locked: false };

const NEXT: Record<CheckStatus, CheckStatus> = {
  initial: 'in-progress',
  'in-progress': 'completed',
  completed: 'initial',
};

/** A click moves initial -> in-progress -> completed -> initial; a locked box does not move. */
export const toggle = (state: CheckState): CheckState =>
  state.locked ? state : { ...state, status: NEXT[state.status] };

/**
 * Save locks the work done: in-progress is saved as completed, completed stays completed;
 * an untouched box has nothing to save.
 */
export function save(state: CheckState): CheckState {
  if (state.status === 'initial') return state;
  return { status: 'completed', locked: true };
}

/** Reopen returns the box to initial and unlocks it. */
export const reopen = (): CheckState => INITIAL_CHECK;
