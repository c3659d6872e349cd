import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import { afterEach, describe, expect, it } from 'vitest';
import { installTranslator } from './i18n/i18n';
import { formatExactTime, formatRelativeTime } from './time-ago';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime (requirements/product.md#limits)', () => {
  it('says "Just now" under a minute, and for a moment slightly ahead of this clock', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * SECOND), NOW)).toBe('Just now');
    expect(formatRelativeTime(ago(-30 * SECOND), NOW)).toBe('Just now');
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE + 59 * SECOND), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * MINUTE), NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), NOW)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(DAY), NOW)).toBe('1 day ago');
    expect(formatRelativeTime(ago(45 * DAY), NOW)).toBe('45 days ago');
  });

  it('leaves an unreadable moment empty', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
    expect(formatRelativeTime('', NOW)).toBe('');
  });
});

describe("formatRelativeTime in the reader's language (issue 32)", () => {
  afterEach(() => installTranslator(englishTranslator));

  it('keeps the English of the specification, and its counts without grouping', () => {
    expect(formatRelativeTime(ago(1234 * DAY), NOW)).toBe('1234 days ago');
  });

  it('speaks Hindi', () => {
    installTranslator(translatorFor('hi'));
    expect(formatRelativeTime(ago(0), NOW)).toBe('अभी-अभी');
    expect(formatRelativeTime(ago(5 * MINUTE), NOW)).toBe('5 मिनट पहले');
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1 घंटे पहले');
    expect(formatRelativeTime(ago(3 * HOUR), NOW)).toBe('3 घंटे पहले');
    expect(formatRelativeTime(ago(12 * DAY), NOW)).toBe('12 दिन पहले');
  });

  it('speaks Arabic, with its plural forms', () => {
    installTranslator(translatorFor('ar'));
    expect(formatRelativeTime(ago(0), NOW)).toBe('الآن');
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('منذ دقيقة');
    expect(formatRelativeTime(ago(2 * HOUR), NOW)).toBe('منذ ساعتين');
    expect(formatRelativeTime(ago(3 * DAY), NOW)).toBe('منذ 3 أيام');
    expect(formatRelativeTime(ago(11 * DAY), NOW)).toBe('منذ 11 يومًا');
    expect(formatRelativeTime(ago(100 * DAY), NOW)).toBe('منذ 100 يوم');
  });
});

describe('formatExactTime', () => {
  it('gives the date and time to the second, in the given locale and zone', () => {
    expect(formatExactTime('2026-11-21T19:19:34.899Z', 'en-US', 'UTC')).toBe(
      'Nov 21, 2026, 7:19:34 PM',
    );
    expect(formatExactTime('2026-11-21T19:19:34.899Z', 'en-GB', 'Asia/Kolkata')).toBe(
      '22 Nov 2026, 00:49:34',
    );
  });

  it('shows a dash for an unreadable moment', () => {
    expect(formatExactTime('nope')).toBe('—');
  });
});
