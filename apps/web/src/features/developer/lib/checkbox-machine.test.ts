import { CELL_STATES, nextCellState } from '@cmms/shared/checklists';
import { describe, expect, it } from 'vitest';
import { type CheckState, INITIAL_CHECK, reopen, save, toggle } from './checkbox-machine';

const at = (state: CheckState['state'], locked = false): CheckState => ({ state, locked });

describe('checkbox state machine', () => {
  it('cycles initial -> in-progress -> completed -> initial', () => {
    const states = [INITIAL_CHECK];
    for (let i = 0; i < 3; i++) states.push(toggle(states.at(-1) ?? INITIAL_CHECK));
    expect(states.map((check) => check.state)).toEqual([
      'initial',
      'in-progress',
      'completed',
      'initial',
    ]);
  });

  it('moves through the grid cell’s own states', () => {
    for (const state of CELL_STATES) expect(toggle(at(state)).state).toBe(nextCellState(state));
  });

  it('saves an in-progress box as completed and locks it', () => {
    expect(save(at('in-progress'))).toEqual(at('completed', true));
    expect(save(at('completed'))).toEqual(at('completed', true));
    expect(save(INITIAL_CHECK)).toBe(INITIAL_CHECK);
  });

  it('blocks toggling while locked', () => {
    const locked = at('completed', true);
    expect(toggle(locked)).toBe(locked);
  });

  it('reopens to initial, unlocked, from anywhere', () => {
    expect(reopen()).toEqual(INITIAL_CHECK);
    expect(toggle(reopen())).toEqual(at('in-progress'));
  });
});
