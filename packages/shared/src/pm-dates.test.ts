import { describe, expect, it } from 'vitest';
import { englishIssues } from './i18n/source-translators';
import { occurrence, occurrenceAfter, occurrencesBetween, pmInputSchema } from './pm';

describe('occurrences in years before 100 (issue 29)', () => {
  // Date.UTC(26, …) is 1926: a PM dated 0026-11-26 rolled to 3926 after its work order closed.
  it('steps days and months in year 26 and year 1 as in 2026', () => {
    expect(occurrence('0026-11-26', 'Daily', 1)).toBe('0026-11-27');
    expect(occurrence('0026-11-26', 'Weekly', 6)).toBe('0027-01-07');
    expect(occurrence('0026-01-31', 'Monthly', 1)).toBe('0026-02-28');
    expect(occurrence('0001-01-01', '12 Months', 1)).toBe('0002-01-01');
    expect(occurrenceAfter('0026-11-26', 'Monthly', '0026-11-26')).toBe('0026-12-26');
    expect(occurrenceAfter('0001-01-01', 'Daily', '0001-01-05')).toBe('0001-01-06');
    expect(occurrencesBetween('0026-11-26', 'Daily', '0026-11-27', '0026-11-28')).toEqual([
      '0026-11-27',
      '0026-11-28',
    ]);
  });

  it('refuses a PM date outside 2000-2100, so a typo never gets that far', () => {
    const base = {
      title: 'Chiller',
      priority: 'Low',
      recurrence: 'Monthly',
      assetId: '5f1b3c1e-8d2a-4b7e-9c1a-2b3c4d5e6f70',
    };
    for (const date of ['0026-11-26', '0001-01-01', '1999-12-31', '2101-01-01']) {
      const result = pmInputSchema.safeParse({ ...base, date });
      expect(result.error?.issues[0]?.path).toEqual(['date']);
      expect(englishIssues(result)[0]).toBe('Date must be between 2000-01-01 and 2100-12-31');
    }
    expect(pmInputSchema.parse({ ...base, date: '2026-11-26' }).date).toBe('2026-11-26');
    expect(pmInputSchema.parse({ ...base, date: '' }).date).toBeNull();
  });
});
