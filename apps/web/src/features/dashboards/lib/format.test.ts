import { describe, expect, it } from 'vitest';
import { formatCount, weekLabel } from './format';

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('weekLabel', () => {
  it('names the Monday', () => {
    expect(weekLabel('2026-03-02')).toBe('2 Mar');
    expect(weekLabel('bad')).toBe('bad');
  });
});
