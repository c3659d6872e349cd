import { createTranslator } from '@cmms/shared/i18n/translator';
import { afterEach, describe, expect, it } from 'vitest';
import { installTranslator, translator } from '../../../lib/i18n/i18n';
import { clockText, formatCount, timeText, weekLabel } from './format';

const english = translator();
afterEach(() => installTranslator(english));

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('groups them in the reader’s way', () => {
    installTranslator(createTranslator('hi', {}));
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});

describe('weekLabel', () => {
  it('names the Monday', () => {
    expect(weekLabel('2026-03-02')).toBe('2 Mar');
    expect(weekLabel('bad')).toBe('bad');
  });

  it('in the reader’s own form in another language', () => {
    installTranslator(createTranslator('es', {}));
    expect(weekLabel('2026-03-02')).toBe(
      new Intl.DateTimeFormat('es', {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date('2026-03-02T00:00:00Z')),
    );
  });

  it('in numbers in Arabic, whose months have no short names, so a narrow column holds it', () => {
    installTranslator(createTranslator('ar', {}));
    expect(weekLabel('2026-03-02')).toBe('2/3');
  });
});

describe('clockText', () => {
  it('keeps the 24-hour day-month English form', () => {
    const at = new Date(2026, 2, 2, 14, 5);
    expect(clockText(at)).toEqual({
      day: at.toLocaleDateString('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
      time: '14:05',
    });
    expect(timeText(at)).toBe('14:05');
  });
});
