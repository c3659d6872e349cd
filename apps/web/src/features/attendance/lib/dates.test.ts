import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  formatClock,
  formatDay,
  formatSpan,
  localDateOf,
  localMonthOf,
  toDateTimeInput,
} from './dates';

describe('attendance dates', () => {
  it('reads the local calendar day and month of an instant', () => {
    const lateEvening = new Date(2026, 0, 31, 23, 30);
    expect(localDateOf(lateEvening)).toBe('2026-01-31');
    expect(localMonthOf(lateEvening)).toBe('2026-01');
  });

  it('defaults the admin range to the last 30 days up to today', () => {
    expect(defaultRange(new Date(2026, 2, 15, 10))).toEqual({
      startDate: '2026-02-13',
      endDate: '2026-03-15',
    });
  });

  it('fills a datetime-local input with the local time, and nothing for no time', () => {
    const instant = new Date(2026, 2, 2, 9, 5);
    expect(toDateTimeInput(instant.toISOString())).toBe('2026-03-02T09:05');
    expect(toDateTimeInput(null)).toBe('');
    expect(toDateTimeInput('not a date')).toBe('');
  });

  it('fills it on the clock of the record’s site when it names one', () => {
    // 13:30 UTC is 00:30 the next day in Sydney (UTC+11 in November).
    expect(toDateTimeInput('2026-11-25T13:30:00.000Z', 'Australia/Sydney')).toBe(
      '2026-11-26T00:30',
    );
  });

  it('shows a calendar day without shifting it by the time zone, in the app’s language', () => {
    expect(formatDay('2026-03-02')).toBe('Mon, Mar 2, 2026');
  });

  it('shows a dash for a missing time', () => {
    expect(formatClock(null)).toBe('-');
    expect(formatClock(new Date(2026, 2, 2, 9, 5).toISOString())).toBe('09:05 AM');
  });

  it('shows a record’s time on its site’s clock', () => {
    const instant = '2026-11-25T13:30:00.000Z';
    expect(formatClock(instant, 'Australia/Sydney')).toBe('12:30 AM');
    expect(formatClock(instant, 'Europe/Berlin')).toBe('02:30 PM');
    expect(formatSpan(instant, null, 'America/New_York')).toBe('In at 08:30 AM');
  });

  it('says a record is still open rather than showing an empty check-out', () => {
    const checkIn = new Date(2026, 2, 2, 9, 5).toISOString();
    const checkOut = new Date(2026, 2, 2, 17, 30).toISOString();
    expect(formatSpan(checkIn, null)).toBe('In at 09:05 AM');
    expect(formatSpan(checkIn, checkOut)).toBe('09:05 AM – 05:30 PM');
  });
});
