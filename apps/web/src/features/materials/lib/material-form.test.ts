import { issueText } from '@cmms/shared/i18n/issues';
import { type Material, materialInputSchema } from '@cmms/shared/materials';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { t, translator } from '../../../lib/i18n/i18n';
import { causeOf } from './failures';
import { materialFormDefaults, wholeOrZero } from './material-form';

describe('materialFormDefaults (requirements/materials.md#validation)', () => {
  it('starts a new material as pieces, 0, reorder level 10, All Sites', () => {
    expect(materialFormDefaults(null)).toMatchObject({
      unit: 'pieces',
      quantity: 0,
      reorderLevel: 10,
      siteId: '',
    });
  });

  it('asks for the name and category before a new material is sent', () => {
    const check = materialInputSchema.safeParse(materialFormDefaults(null));
    expect(check.error?.issues.map((issue) => issueText(translator(), issue))).toEqual(
      expect.arrayContaining([t('materials.nameRequired'), t('materials.categoryRequired')]),
    );
  });

  it("fills an edit with the material's own values; no site is All Sites", () => {
    const material = {
      name: 'Gloves',
      description: 'Nitrile',
      category: 'Safety',
      unit: 'pairs',
      quantity: 4,
      reorderLevel: 2,
      siteId: null,
    } as Material;
    const values = materialFormDefaults(material);
    expect(values).toMatchObject({ name: 'Gloves', unit: 'pairs', quantity: 4, siteId: '' });
    expect(materialInputSchema.parse(values).siteId).toBeNull();
  });
});

describe('wholeOrZero', () => {
  it('defaults a non-numeric number to 0 and keeps a negative one for the check', () => {
    expect(wholeOrZero('')).toBe(0);
    expect(wholeOrZero('x')).toBe(0);
    expect(wholeOrZero('12')).toBe(12);
    expect(wholeOrZero(7)).toBe(7);
    expect(wholeOrZero('-1')).toBe(-1);
  });
});

describe('failures (requirements/materials.md#errors)', () => {
  const refused = new ApiError(409, 'CONFLICT', 'Only 3 boxes available');

  it('names the cause after the colon of an admin action', () => {
    expect(causeOf(refused, 'Please try again.')).toBe('Only 3 boxes available');
    expect(causeOf('nothing', 'Please try again.')).toBe('Please try again.');
  });
});
