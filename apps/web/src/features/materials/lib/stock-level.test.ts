import { describe, expect, it } from 'vitest';
import { quantityText, stockBadgeOf, stockLevelText, unitText } from './stock-level';

describe('stockBadgeOf (requirements/materials.md#states)', () => {
  it('is Out of Stock, in red, at 0 or below', () => {
    expect(stockBadgeOf({ quantity: 0, reorderLevel: 10 })).toEqual({
      level: 'Out of Stock',
      tone: expect.stringContaining('red'),
    });
    expect(stockBadgeOf({ quantity: -2, reorderLevel: 0 }).level).toBe('Out of Stock');
  });

  it('is Low Stock, in amber, at or below the reorder level', () => {
    expect(stockBadgeOf({ quantity: 10, reorderLevel: 10 })).toEqual({
      level: 'Low Stock',
      tone: expect.stringContaining('amber'),
    });
    expect(stockBadgeOf({ quantity: 1, reorderLevel: 10 }).level).toBe('Low Stock');
  });

  it('is In Stock, in green, above the reorder level', () => {
    expect(stockBadgeOf({ quantity: 11, reorderLevel: 10 })).toEqual({
      level: 'In Stock',
      tone: expect.stringContaining('emerald'),
    });
  });

  it("shows the server's level when it sent one", () => {
    expect(stockBadgeOf({ quantity: 50, reorderLevel: 10, stockLevel: 'Low Stock' }).level).toBe(
      'Low Stock',
    );
  });
});

describe('quantityText', () => {
  it('puts the unit after the quantity, agreeing with it', () => {
    expect(quantityText(12, 'boxes')).toBe('12 boxes');
    expect(quantityText(1, 'pieces')).toBe('1 piece');
    expect(quantityText(0, 'pieces')).toBe('0 pieces');
  });
});

describe('the words of levels and units', () => {
  it('names each level and unit; a unit outside the list as it came', () => {
    expect(stockLevelText('Out of Stock')).toBe('Out of Stock');
    expect(unitText('kilograms')).toBe('kilograms');
    expect(unitText('drums')).toBe('drums');
    expect(unitText('toString')).toBe('toString');
  });
});
