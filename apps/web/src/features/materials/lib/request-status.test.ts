import { describe, expect, it } from 'vitest';
import { positionOf, requestDateText, requestStatusText } from './request-status';

describe('requestDateText (requirements/materials.md#limits)', () => {
  it('shows month, day, year, hour and minute in US format', () => {
    expect(requestDateText('2026-03-07T14:05:00Z', 'UTC')).toBe('Mar 7, 2026, 2:05 PM');
  });

  it('shows a dash for a date it cannot read', () => {
    expect(requestDateText('not a date')).toBe('—');
  });
});

describe('positionOf', () => {
  it('counts S.No. across pages', () => {
    expect(positionOf(0, 0)).toBe(1);
    expect(positionOf(25, 0)).toBe(26);
  });
});

describe('requestStatusText', () => {
  it('names each status, and shows one it does not know as it came', () => {
    expect(requestStatusText('Issued')).toBe('Issued');
    expect(requestStatusText('Archived')).toBe('Archived');
  });
});
