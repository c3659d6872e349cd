import { formats } from './i18n';

/**
 * An amount in the organisation's currency, in the reader's forms ('$1,234.50'). Without a
 * currency, or with a code `Intl` does not know, the number with two decimals (and the code):
 * a cost is worth showing even when its currency cannot be drawn.
 */
export function moneyText(amount: number, currency: string | null): string {
  const plain = () =>
    formats().number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (!currency) return plain();
  try {
    return formats().currency(amount, currency);
  } catch {
    return `${plain()} ${currency}`;
  }
}
