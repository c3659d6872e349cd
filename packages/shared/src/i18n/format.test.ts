import { describe, expect, it } from 'vitest';
import { formatsFor } from './format';
import { directionOf, intlLocaleOf, matchLanguage } from './languages';

const moment = '2026-11-30T14:05:00Z';
const utc = { timeZone: 'UTC' } as const;

describe('formats in each language', () => {
  it('writes a calendar day in the reader’s forms, English as the screens always did', () => {
    expect(formatsFor('en').day('2026-11-30')).toBe('Mon, Nov 30, 2026');
    expect(formatsFor('es').day('2026-11-30')).toBe('lun, 30 nov 2026');
    expect(formatsFor('hi').day('2026-11-30')).toBe('सोम, 30 नव॰ 2026');
    expect(formatsFor('ar').day('2026-11-30')).toBe('الاثنين، 30 نوفمبر 2026');
    // The day is the day wherever the reader is: no time zone moves it.
    expect(formatsFor('en').day('2026-01-01')).toBe('Thu, Jan 1, 2026');
    expect(formatsFor('en').day('not a date')).toBe('not a date');
  });

  it('writes a moment with its time', () => {
    const style = { dateStyle: 'medium', timeStyle: 'short', ...utc } as const;
    expect(formatsFor('en').dateTime(moment, style)).toBe('Nov 30, 2026, 2:05 PM');
    expect(formatsFor('es').dateTime(moment, style)).toBe('30 nov 2026, 14:05');
    expect(formatsFor('hi').dateTime(moment, style)).toBe('30 नव॰ 2026, 2:05 pm');
    expect(formatsFor('ar').dateTime(moment, style)).toBe('30‏/11‏/2026، 2:05 م');
    expect(formatsFor('en').dateTime('nonsense', style)).toBe('');
  });

  it('writes numbers, distances, lists and money the reader’s way, Arabic in Latin digits', () => {
    expect(formatsFor('en').number(1234567.5)).toBe('1,234,567.5');
    expect(formatsFor('hi').number(1234567.5)).toBe('12,34,567.5');
    expect(formatsFor('es').number(1234567.5)).toBe('1.234.567,5');
    expect(formatsFor('ar').number(1234567.5)).toBe('1,234,567.5');
    expect(formatsFor('en').distance(120)).toBe('120m');
    expect(formatsFor('en').distance(1234)).toBe('1.2km');
    expect(formatsFor('es').distance(1234)).toBe('1,2km');
    expect(formatsFor('hi').distance(120)).toBe('120 मी');
    expect(formatsFor('ar').distance(1234)).toBe('1.2 كم');
    expect(formatsFor('en').list(['Ana', 'Ben', 'Cho'])).toBe('Ana, Ben, and Cho');
    expect(formatsFor('es').list(['Ana', 'Ben', 'Cho'])).toBe('Ana, Ben y Cho');
    expect(formatsFor('en').currency(1234.5, 'INR')).toBe('₹1,234.50');
  });

  it('knows each language’s plural categories', () => {
    const categories = (language: 'en' | 'hi' | 'es' | 'ar') =>
      [0, 1, 2, 3, 11, 100].map((n) => formatsFor(language).pluralCategory(n));
    expect(categories('en')).toEqual(['other', 'one', 'other', 'other', 'other', 'other']);
    expect(categories('hi')).toEqual(['one', 'one', 'other', 'other', 'other', 'other']);
    expect(categories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });
});

describe('the reader’s language', () => {
  it('is the first shipped one they ask for, by its primary tag', () => {
    expect(matchLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(matchLanguage(['hi-IN'])).toBe('hi');
    expect(matchLanguage(['AR_sa'])).toBe('ar');
    expect(matchLanguage(['fr', 'de'])).toBeNull();
    expect(matchLanguage([])).toBeNull();
  });

  it('formats English and Spanish in the region the reader asks for, Hindi and Arabic in theirs', () => {
    expect(intlLocaleOf('en', ['fr-FR', 'en-GB'])).toBe('en-GB');
    expect(intlLocaleOf('en', ['en'])).toBe('en-US');
    expect(intlLocaleOf('en', [])).toBe('en-US');
    expect(intlLocaleOf('es', ['es_MX'])).toBe('es-MX');
    expect(intlLocaleOf('es', ['es-not a tag'])).toBe('es');
    // A regional Arabic would write ٣٠ for 30: the product's numbers stay Latin.
    expect(intlLocaleOf('ar', ['ar-EG'])).toBe('ar');
    expect(intlLocaleOf('hi', ['hi'])).toBe('hi-IN');
    expect(formatsFor('en', 'en-GB').dateTime(moment, { ...utc, dateStyle: 'medium' })).toBe(
      '30 Nov 2026',
    );
  });

  it('reads Arabic from the right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(['en', 'hi', 'es'].map((l) => directionOf(l as 'en'))).toEqual(['ltr', 'ltr', 'ltr']);
  });
});
