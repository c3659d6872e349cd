import { describe, expect, it } from 'vitest';
import { userCode } from './user-display';

describe('userCode', () => {
  it('shows the last 6 characters upper-cased', () => {
    expect(userCode('0b9e7c1e-4f5a-4c1d-9a7e-12ab34cd56ef')).toBe('CD56EF');
    expect(userCode('abc')).toBe('ABC');
  });
});
