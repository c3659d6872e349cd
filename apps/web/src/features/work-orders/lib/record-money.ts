import { formats } from '../../../lib/i18n/i18n';

/**
 * An amount in the organisation's currency, in the reader's forms ('$1,234.50', '₹1,234.50').
 * A code `Intl` does not know shows as the number and the code rather than breaking the page.
 */
export function formatMoney(amount: number, currency: string): string {
  try {
    return formats().currency(amount, currency);
  } catch {
    return `${formats().number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  }
}
