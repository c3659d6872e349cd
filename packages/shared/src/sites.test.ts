import { describe, expect, it } from 'vitest';
import { en, englishIssues, translatorFor } from './i18n/source-translators';
import { parseMapLocation, siteInputSchema } from './sites';

describe('parseMapLocation', () => {
  it('reads "lat,lng" with spaces and signs', () => {
    expect(parseMapLocation(' 19.0760, 72.8777 ')).toEqual({
      latitude: 19.076,
      longitude: 72.8777,
    });
    expect(parseMapLocation('-33.86,-151.2')).toEqual({ latitude: -33.86, longitude: -151.2 });
  });

  it('keeps an address or out-of-range numbers as text (no coordinates)', () => {
    expect(parseMapLocation('221B Baker Street, London')).toBeNull();
    expect(parseMapLocation('95,10')).toBeNull();
    expect(parseMapLocation('10,190')).toBeNull();
    expect(parseMapLocation(undefined)).toBeNull();
  });
});

describe('siteInputSchema', () => {
  it('trims fields and requires a name', () => {
    expect(siteInputSchema.parse({ name: '  Tower A ', address: '  ' })).toEqual({
      name: 'Tower A',
      address: undefined,
    });
    const result = siteInputSchema.safeParse({ name: '   ' });
    expect(result.success).toBe(false);
    expect(englishIssues(result)).toEqual(['Site name is required']);
  });
});

describe('what keeps a site from being deleted', () => {
  it('counts in each language’s plural forms, English as the template wrote it', () => {
    expect(en('sites.blockerUsers', { count: 1 })).toBe('1 assigned user');
    expect(en('sites.blockerUsers', { count: 3 })).toBe('3 assigned users');
    expect(en('sites.blockerChecklists', { count: 2 })).toBe('2 checklists');
    expect(en('sites.blockerMaterials', { count: 1 })).toBe('1 material');
    const ar = translatorFor('ar');
    expect(ar.t('sites.blockerAssets', { count: 1 })).toBe('أصل واحد');
    expect(ar.t('sites.blockerAssets', { count: 2 })).toBe('أصلان');
    expect(ar.t('sites.blockerAssets', { count: 7 })).toBe('7 أصول');
    expect(translatorFor('es').t('sites.blockerWorkOrders', { count: 2 })).toBe(
      '2 órdenes de trabajo',
    );
  });

  it('names the emergency numbers’ limits from the issue', () => {
    const contact = { label: 'x'.repeat(61), number: '1'.repeat(31) };
    expect(
      englishIssues(siteInputSchema.safeParse({ name: 'A', emergencyContacts: [contact] })),
    ).toEqual([
      'The name must be at most 60 characters',
      'The number must be at most 30 characters',
    ]);
    const many = Array.from({ length: 7 }, () => ({ label: 'Fire', number: '101' }));
    expect(
      englishIssues(siteInputSchema.safeParse({ name: 'A', emergencyContacts: many })),
    ).toEqual(['A site keeps at most 6 emergency numbers']);
  });
});
