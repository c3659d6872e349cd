import { describe, expect, it } from 'vitest';
import { formatMoney } from './record-money';

describe('formatMoney', () => {
  it('writes an amount in its currency', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
  });
  it('shows the number and the code for a code Intl refuses, instead of failing', () => {
    expect(formatMoney(1234.5, 'US$')).toBe('1,234.50 US$');
  });
});
