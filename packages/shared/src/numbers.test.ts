import { describe, expect, it } from 'vitest';
import { monthQuerySchema } from './checklists';
import { englishIssues } from './i18n/source-translators';
import { pageQuerySchema } from './lists';
import { materialInputSchema, requestInputSchema } from './materials';

// z.coerce.number read "0x10" as 16, true as 1, " 5" as 5, "1e3" as 1000 and "" as 0.
const NOT_PLAIN = ['0x10', true, ' 5', '5 ', '1e3', '', 'Infinity', '0b11', '+5', '5,0', null];

describe('numbers: a JSON number or plain decimal digits, nothing else', () => {
  const material = { name: 'Gloves', category: 'Safety' };
  const quantityMessage = (quantity: unknown) =>
    englishIssues(materialInputSchema.safeParse({ ...material, quantity }))[0];

  it('refuses every other spelling of a quantity with the field’s message', () => {
    for (const value of NOT_PLAIN) {
      expect(quantityMessage(value), String(value)).toBe('Quantity cannot be negative');
    }
    const request = { materialId: '5f1b3c1e-8d2a-4b7e-9c1a-2b3c4d5e6f70', reason: 'Pump' };
    for (const value of NOT_PLAIN) {
      expect(
        englishIssues(requestInputSchema.safeParse({ ...request, quantity: value }))[0],
        String(value),
      ).toBe('Quantity must be greater than 0');
    }
  });

  it('takes numbers and digit strings, with the field’s own bounds', () => {
    expect(materialInputSchema.parse({ ...material, quantity: '5' }).quantity).toBe(5);
    expect(materialInputSchema.parse({ ...material, quantity: 7 }).quantity).toBe(7);
    expect(quantityMessage('-1')).toBe('Quantity cannot be negative');
    expect(quantityMessage('1.5')).toBe('Quantities are whole numbers');
    expect(quantityMessage(2_000_000)).toBe('Quantities stop at 1000000');
  });

  it('reads the page and the checklist month the same way', () => {
    expect(pageQuerySchema.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    for (const value of ['0x10', ' 5', '1e1', '']) {
      expect(pageQuerySchema.safeParse({ limit: value }).error?.issues[0]?.message).toBe(
        'limit must be a number',
      );
    }
    expect(pageQuerySchema.safeParse({ offset: '-1' }).error?.issues[0]?.message).toBe(
      'offset must not be negative',
    );
    const month = { userId: '5f1b3c1e-8d2a-4b7e-9c1a-2b3c4d5e6f70' };
    expect(monthQuerySchema.parse({ ...month, year: '2026', month: '6' })).toMatchObject({
      year: 2026,
      month: 6,
    });
    expect(monthQuerySchema.safeParse({ ...month, year: '0x7ea', month: '6' }).success).toBe(false);
    expect(monthQuerySchema.safeParse({ ...month, year: '2026', month: '0x6' }).success).toBe(
      false,
    );
  });
});
