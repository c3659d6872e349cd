import { describe, expect, it } from 'vitest';
import { upcomingDayLabel } from './upcoming';

// Noon local time: the same calendar day in any zone the tests run in.
const NOW = new Date(2026, 2, 10, 12);

describe('upcomingDayLabel', () => {
  it('names today and tomorrow by the reader’s calendar', () => {
    expect(upcomingDayLabel('2026-03-10', NOW)).toBe('Today · Mar 10, 2026');
    expect(upcomingDayLabel('2026-03-11', NOW)).toBe('Tomorrow · Mar 11, 2026');
  });

  it('gives later days their weekday', () => {
    expect(upcomingDayLabel('2026-03-13', NOW)).toBe('Fri · Mar 13, 2026');
  });
});
