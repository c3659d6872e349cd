import { describe, expect, it } from 'vitest';
import { actionLabel, formatCount, relativeTime, weekLabel } from './format';

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('says Just now under a minute, and for a clock slightly ahead', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
    expect(relativeTime(ago(-5_000), now)).toBe('Just now');
  });
  it('then minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(10 * 24 * 3_600_000), now)).toBe('10 days ago');
  });
  it('shows nothing for an unreadable time', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('weekLabel', () => {
  it('names the Monday', () => {
    expect(weekLabel('2026-03-02')).toBe('2 Mar');
    expect(weekLabel('bad')).toBe('bad');
  });
});

describe('actionLabel', () => {
  it('reads like words', () => {
    expect(actionLabel('task_created')).toBe('Task created');
    expect(actionLabel('Site Updated')).toBe('Site Updated');
  });
});
