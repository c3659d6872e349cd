import {
  quantityMessage,
  STOCK_LEVEL_LABELS,
  type StockLevel,
  stockLevelOf,
  UNIT_LABELS,
} from '@cmms/shared/materials';
import { render, t } from '../../../lib/i18n/i18n';
import { labelIn } from '../../../lib/i18n/stored-label';

/** requirements/materials.md#screens: the stock badge's colours; the word always shows too, never the colour alone. */
const LEVEL_TONES: Record<StockLevel, string> = {
  'Out of Stock': 'bg-red-50 text-red-800 ring-red-200',
  'Low Stock': 'bg-amber-50 text-amber-900 ring-amber-200',
  'In Stock': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

type Stocked = { quantity: number; reorderLevel: number; stockLevel?: StockLevel | undefined };

/**
 * The level a material's badge shows and its colours. The server's level when it sent one (it
 * applies the same requirements/materials.md#states rule), else the rule itself on the quantity and reorder level.
 */
export function stockBadgeOf(material: Stocked) {
  const level = material.stockLevel ?? stockLevelOf(material);
  return { level, tone: LEVEL_TONES[level] };
}

/** The word for a stock level, in the reader's language ('Low Stock'). */
export const stockLevelText = (level: StockLevel) => t(STOCK_LEVEL_LABELS[level]);

/**
 * 'Quantity (with unit)': '12 boxes', '1 box'; the one function every quantity of the materials
 * screens is said with, as the server's messages say it (@cmms/shared/materials quantityMessage).
 */
export const quantityText = (quantity: number, unit: string) =>
  render(quantityMessage(quantity, unit));

/** A unit's name ('pieces'); a unit outside the list is shown as it is. */
export const unitText = labelIn(UNIT_LABELS);
