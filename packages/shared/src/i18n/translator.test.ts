import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './compile';
import { isoDay } from './message';
import { createTranslator } from './translator';

// A catalogue of its own, so these tests hold whatever the product's catalogues say.
const source = {
  'demo.plain': 'Sign In',
  'demo.apostrophe': "Don't have an account?",
  'demo.braces': "A literal '{'brace'}'",
  'demo.named': 'Hello {name},',
  'demo.items': '{count, plural, one {# item} other {# items}}',
  'demo.printed': 'Showing {shown} of {total}',
  'demo.grouped': '{total, number} assets',
  'demo.choice': '{role, select, superadmin {a super admin} other {an admin}} account {name}',
  'demo.nested': 'Status changed to {status}',
  'demo.status': 'In Progress',
  'demo.due': 'Due {day}',
  'demo.reason': 'Reason: {note}',
};
const hindi = {
  'demo.items': '{count, plural, one {# आइटम} other {# आइटम}}',
  'demo.grouped': '{total, number} एसेट',
  'demo.nested': 'स्थिति बदलकर {status} हुई',
  'demo.status': 'प्रगति में',
  'demo.due': 'देय {day}',
};
const arabic = {
  'demo.reason': 'السبب: {note}',
  'demo.choice': '{role, select, superadmin {حساب مسؤول أعلى} other {حساب مسؤول}} ({name})',
  'demo.items':
    '{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}',
  'demo.due': 'الاستحقاق {day}',
};
const spanish = { 'demo.items': '{count, plural, one {# elemento} other {# elementos}}' };

// biome-ignore lint/suspicious/noExplicitAny: keys of this test's own catalogue, not the product's.
const english = createTranslator('en', compileCatalogue(source)) as any;
// biome-ignore lint/suspicious/noExplicitAny: as above
const inHindi = createTranslator('hi', compileCatalogue(hindi), english) as any;
// biome-ignore lint/suspicious/noExplicitAny: as above
const inArabic = createTranslator('ar', compileCatalogue(arabic), english) as any;
// biome-ignore lint/suspicious/noExplicitAny: as above
const inSpanish = createTranslator('es', compileCatalogue(spanish), english) as any;

describe('a translator', () => {
  it('gives plain texts back word for word, apostrophes and quoted braces included', () => {
    expect(english.t('demo.plain')).toBe('Sign In');
    expect(english.t('demo.apostrophe')).toBe("Don't have an account?");
    expect(english.t('demo.braces')).toBe('A literal {brace}');
  });

  it('prints a value as a template did, and groups it only where the message says number', () => {
    expect(english.t('demo.printed', { shown: 1000, total: 12500 })).toBe('Showing 1000 of 12500');
    expect(english.t('demo.grouped', { total: 12500 })).toBe('12,500 assets');
    expect(inHindi.t('demo.grouped', { total: 1250000 })).toBe('12,50,000 एसेट');
  });

  it('picks each language’s plural forms', () => {
    expect([1, 2].map((count) => english.t('demo.items', { count }))).toEqual([
      '1 item',
      '2 items',
    ]);
    expect([1, 5].map((count) => inSpanish.t('demo.items', { count }))).toEqual([
      '1 elemento',
      '5 elementos',
    ]);
    expect([1, 3].map((count) => inHindi.t('demo.items', { count }))).toEqual(['1 आइटम', '3 आइटम']);
    expect([0, 1, 2, 3, 11, 100].map((count) => inArabic.t('demo.items', { count }))).toEqual([
      'لا عناصر',
      'عنصر واحد',
      'عنصران',
      '3 عناصر',
      '11 عنصرًا',
      '100 عنصر',
    ]);
  });

  it('selects by a value', () => {
    expect(english.t('demo.choice', { role: 'superadmin', name: 'Sam' })).toBe(
      'a super admin account Sam',
    );
    expect(english.t('demo.choice', { role: 'admin', name: 'Ana' })).toBe('an admin account Ana');
  });

  it('renders a stored message with a nested message and a calendar day in the reader’s language', () => {
    const stored = { key: 'demo.nested', values: { status: { key: 'demo.status' } } };
    expect(english.render(stored)).toBe('Status changed to In Progress');
    expect(inHindi.render(stored)).toBe('स्थिति बदलकर प्रगति में हुई');
    const due = { key: 'demo.due', values: { day: { day: '2026-11-30' } } };
    expect(english.render(due)).toBe('Due Mon, Nov 30, 2026');
    expect(inArabic.render(due)).toBe('الاستحقاق الاثنين، 30 نوفمبر 2026');
    // An activity entry's day: ISO in English, as the log always wrote it; the reader's form in
    // every other language.
    const logged = { key: 'demo.due', values: { day: isoDay('2026-11-30') } };
    expect(english.render(logged)).toBe('Due 2026-11-30');
    expect(inHindi.render(logged)).not.toContain('2026-11-30');
    expect(inArabic.render(logged)).toBe('الاستحقاق الاثنين، 30 نوفمبر 2026');
  });

  it('isolates a printed value in Arabic, so a Latin note keeps its full stop at its end', () => {
    // FSI ... PDI around the value; the value chosen by is left alone, or the select would miss.
    expect(inArabic.t('demo.reason', { note: 'Booked for two days.' })).toBe(
      'السبب: \u2068Booked for two days.\u2069',
    );
    expect(inArabic.t('demo.choice', { role: 'superadmin', name: 'Sam' })).toBe(
      'حساب مسؤول أعلى (\u2068Sam\u2069)',
    );
    // Left-to-right languages are left as they are.
    expect(english.t('demo.reason', { note: 'Booked.' })).toBe('Reason: Booked.');
  });

  it('reads a key missing from a language in the fallback, and an unknown key as itself', () => {
    expect(inArabic.t('demo.plain')).toBe('Sign In');
    expect(inArabic.has('demo.plain')).toBe(false);
    expect(english.t('demo.unknown')).toBe('demo.unknown');
  });
});

describe('a stored message', () => {
  it('reads as its kept English when the catalogues no longer have its key or its values', () => {
    expect(english.renderStored({ key: 'demo.gone' }, 'Kept English')).toBe('Kept English');
    // 'demo.items' reads a plural count: without one, the kept English, not an error.
    expect(inArabic.renderStored({ key: 'demo.items' }, 'Kept English')).toBe('Kept English');
    expect(inArabic.renderStored({ key: 'demo.items', values: { count: 2 } }, 'x')).toBe('عنصران');
  });
});
