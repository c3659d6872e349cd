import { type StockLevel, stockLevelOf } from '@cmms/shared/materials';

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

/**
 * 'Quantity (with unit)': '12 boxes', '1 box'; the one function every quantity of the materials
 * screens and the server's messages is said with (@cmms/shared/materials).
 */
export { quantityText } from '@cmms/shared/materials';
