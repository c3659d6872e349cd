import { quantityMessage, UNKNOWN_STOCK_MAX } from '@cmms/shared/materials';
import { t } from '../../../lib/i18n/i18n';

export type Stock = { quantity: number; unit: string };

/** requirements/materials.md#validation: a non-numeric quantity becomes 1; a fraction is cut to the whole number before it. */
export function quantityFromInput(raw: string): number {
  const value = Number.parseInt(raw, 10);
  return Number.isNaN(value) ? 1 : value;
}

/**
 * requirements/materials.md#validation: the quantity input runs from 1 to the stock, or to 1000 when the stock is unknown (no
 * material chosen yet). An empty store still allows 1, so the input is never stuck: the
 * availability check says why it cannot be sent.
 */
export function quantityBounds(material: Stock | null | undefined) {
  const known = material && Number.isFinite(material.quantity);
  return { min: 1, max: known ? Math.max(1, material.quantity) : UNKNOWN_STOCK_MAX };
}

/**
 * requirements/materials.md#validation 'Only {available} {unit} available': the same check the server makes on submit, here so
 * the user hears it before sending. Stock leaves only when a request is issued, so an edit is
 * checked against the whole stock too.
 */
export function availabilityError(
  quantity: number,
  material: Stock | null | undefined,
): string | null {
  if (!material || !Number.isFinite(material.quantity)) return null;
  if (quantity <= material.quantity) return null;
  return t('materials.onlyAvailable', {
    quantity: quantityMessage(Math.max(0, material.quantity), material.unit),
  });
}
