import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text';

describe('moneyText', () => {
  it('writes an amount in its currency', () => {
    expect(moneyText(1234.5, 'USD')).toBe('$1,234.50');
    expect(moneyText(0, 'EUR')).toBe('€0.00');
  });
  it('shows the number alone without a currency', () => {
    expect(moneyText(1234.5, null)).toBe('1,234.50');
  });
  it('shows the number and the code for a code Intl refuses, instead of failing', () => {
    expect(moneyText(1234.5, 'US$')).toBe('1,234.50 US$');
  });
});
