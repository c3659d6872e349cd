import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';

// The plurals the attendance screens write (docs/languages.md: through ICU, never `=== 1`).
describe('attendance plurals', () => {
  it('counts a request’s days', () => {
    const range = 'Mon, Mar 2, 2026';
    expect(t('attendance.leavePeriod', { range, days: 1 })).toBe(`${range} (1 day)`);
    expect(t('attendance.leavePeriod', { range, days: 3 })).toBe(`${range} (3 days)`);
  });

  it('names what a page of records or requests holds', () => {
    expect(t('attendance.recordsNoun', { count: 1 })).toBe('record');
    expect(t('attendance.recordsNoun', { count: 0 })).toBe('records');
    expect(t('attendance.recordsNoun', { count: 40 })).toBe('records');
    expect(t('attendance.requestsNoun', { count: 1 })).toBe('request');
    expect(t('attendance.requestsNoun', { count: 26 })).toBe('requests');
  });
});
