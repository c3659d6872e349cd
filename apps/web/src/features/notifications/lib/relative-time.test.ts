import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it("reads 'Just now' for anything under an hour, minutes included", () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(1 * MIN), now)).toBe('Just now');
    expect(relativeTime(ago(59 * MIN + 59_000), now)).toBe('Just now');
  });

  it('counts whole hours below a day', () => {
    expect(relativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(relativeTime(ago(5 * HOUR + 59 * MIN), now)).toBe('5h ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
  });

  it('counts whole days below a week', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1d ago');
    expect(relativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6d ago');
  });

  it('shows the date from 7 days on', () => {
    expect(relativeTime(ago(7 * DAY), now, 'en-US')).toBe('Mar 13, 2026');
    expect(relativeTime('2025-12-25T12:00:00Z', now, 'en-US')).toBe('Dec 25, 2025');
  });

  it("reads a future time as 'Just now' and an unreadable one as nothing", () => {
    expect(relativeTime(ago(-3 * HOUR), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('accepts a Date', () => {
    expect(relativeTime(new Date(now.getTime() - 2 * DAY), now)).toBe('2d ago');
  });
});
