import { describe, expect, it } from 'vitest';
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
    expect(result.error?.issues[0]?.message).toBe('Site name is required');
  });
});
