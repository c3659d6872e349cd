import { UNKNOWN_STOCK_MAX } from '@cmms/shared/materials';
import { describe, expect, it } from 'vitest';
import { availabilityError, quantityBounds, quantityFromInput } from './request-quantity';

describe('quantityFromInput (requirements/materials.md#validation)', () => {
  it('turns a non-numeric quantity into 1', () => {
    expect(quantityFromInput('')).toBe(1);
    expect(quantityFromInput('abc')).toBe(1);
  });

  it('keeps whole numbers, cuts fractions, and leaves 0 and negatives for the check', () => {
    expect(quantityFromInput('7')).toBe(7);
    expect(quantityFromInput('2.9')).toBe(2);
    expect(quantityFromInput('0')).toBe(0);
    expect(quantityFromInput('-3')).toBe(-3);
  });
});

describe('quantityBounds', () => {
  it('runs from 1 to the stock', () => {
    expect(quantityBounds({ quantity: 40, unit: 'pieces' })).toEqual({ min: 1, max: 40 });
  });

  it('runs to 1000 while the stock is unknown', () => {
    expect(quantityBounds(null)).toEqual({ min: 1, max: UNKNOWN_STOCK_MAX });
    expect(quantityBounds({ quantity: Number.NaN, unit: 'pieces' }).max).toBe(UNKNOWN_STOCK_MAX);
  });

  it('never has a maximum under its minimum, even for an empty store', () => {
    expect(quantityBounds({ quantity: 0, unit: 'boxes' })).toEqual({ min: 1, max: 1 });
  });
});

describe('availabilityError', () => {
  const gloves = { quantity: 5, unit: 'pairs' };

  it('passes a quantity up to the stock', () => {
    expect(availabilityError(5, gloves)).toBeNull();
    expect(availabilityError(1, gloves)).toBeNull();
  });

  it("says 'Only {available} {unit} available' above it, as the server does", () => {
    expect(availabilityError(6, gloves)).toBe('Only 5 pairs available');
    expect(availabilityError(1, { quantity: 0, unit: 'rolls' })).toBe('Only 0 rolls available');
  });

  it('leaves an unknown stock to the server', () => {
    expect(availabilityError(999, null)).toBeNull();
  });
});
