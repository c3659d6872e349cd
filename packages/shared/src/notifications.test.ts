import { describe, expect, it } from 'vitest';
import { formatsFor } from './i18n/format';
import { readableDates, readableDay } from './notifications';

describe('readableDates (issue 30: notifications wrote ISO dates)', () => {
  it('writes a calendar day as the screens do', () => {
    expect(readableDay('2026-11-30')).toBe('Mon, Nov 30, 2026');
    expect(readableDay('2026-02-30')).toBe('2026-02-30');
  });

  it('rewrites every date of a text, and nothing else', () => {
    expect(readableDates('Boiler check at Harbor View Towers, due 2026-11-30.')).toBe(
      'Boiler check at Harbor View Towers, due Mon, Nov 30, 2026.',
    );
    expect(readableDates('Your Casual leave from 2026-12-01 to 2026-12-03 was approved')).toBe(
      'Your Casual leave from Tue, Dec 1, 2026 to Thu, Dec 3, 2026 was approved',
    );
    // Numbers that are not dates, timestamps and impossible dates stay as they are.
    expect(readableDates('WO-2026-0001 at 2026-11-30T10:00:00Z, code 12026-11-300')).toBe(
      'WO-2026-0001 at 2026-11-30T10:00:00Z, code 12026-11-300',
    );
    expect(readableDates('on 2026-13-45')).toBe('on 2026-13-45');
  });
});

describe("readableDay in a reader's language (issue 32)", () => {
  it('writes the day in the forms given, English by default', () => {
    expect(readableDay('2026-11-30', formatsFor('en'))).toBe('Mon, Nov 30, 2026');
    const hindi = formatsFor('hi');
    expect(readableDay('2026-11-30', hindi)).toBe(hindi.day('2026-11-30'));
    expect(readableDay('2026-11-30', hindi)).not.toBe('Mon, Nov 30, 2026');
    expect(readableDates('due 2026-11-30.', formatsFor('es'))).toBe(
      `due ${formatsFor('es').day('2026-11-30')}.`,
    );
    expect(readableDay('2026-02-30', hindi)).toBe('2026-02-30');
  });
});
