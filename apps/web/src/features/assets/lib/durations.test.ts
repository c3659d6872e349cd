import { describe, expect, it } from 'vitest';
import { downtimeText, hoursMinutesText } from './durations';

describe('time spent, in hours and minutes', () => {
  it('reads minutes, hours, or both, and keeps counting hours past a day', () => {
    expect(hoursMinutesText(0)).toBe('0 min');
    expect(hoursMinutesText(45)).toBe('45 min');
    expect(hoursMinutesText(180)).toBe('3 h');
    expect(hoursMinutesText(3150)).toBe('52 h 30 min');
    expect(hoursMinutesText(60 * 1234)).toBe('1,234 h');
  });

  it('rounds a fraction of a minute and never reads negative', () => {
    expect(hoursMinutesText(59.6)).toBe('1 h');
    expect(hoursMinutesText(-5)).toBe('0 min');
  });
});

describe('downtime, in days and hours', () => {
  it('reads days and hours from a day on, hours and minutes under it', () => {
    expect(downtimeText(3 * 1440 + 4 * 60 + 59)).toBe('3 d 4 h');
    expect(downtimeText(2 * 1440)).toBe('2 d');
    expect(downtimeText(1440 - 1)).toBe('23 h 59 min');
    expect(downtimeText(90)).toBe('1 h 30 min');
  });

  it('never rounds up into a 24th hour', () => {
    expect(downtimeText(3 * 1440 - 1)).toBe('2 d 23 h');
  });
});
