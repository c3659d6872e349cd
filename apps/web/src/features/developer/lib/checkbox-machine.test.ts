import { describe, expect, it } from 'vitest';
import { type CheckState, INITIAL_CHECK, reopen, save, toggle } from './checkbox-machine';

const at = (status: CheckState['status'], locked = false): CheckState => ({ status, locked });

describe('checkbox state machine', () => {
  it('cycles initial -> in-progress -> completed -> initial', () => {
    const states = [INITIAL_CHECK];
    for (let i = 0; i < 3; i++) states.push(toggle(states.at(-1) ?? INITIAL_CHECK));
    expect(states.map((state) => state.status)).toEqual([
      'initial',
      'in-progress',
      'completed',
      'initial',
    ]);
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
