import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';
import { quantityBounds, type Stock } from '../lib/request-quantity';
import { quantityText } from '../lib/stock-level';

type Props = {
  registration: UseFormRegisterReturn;
  /** The material asked for, once known: its stock bounds the field and is said beside it. */
  stock: Stock | null;
  error: string | undefined;
};

/** requirements/materials.md#validation: the request quantity, a whole number from 1 to the stock ('12 boxes available'). */
export function QuantityField({ registration, stock, error }: Props) {
  const bounds = quantityBounds(stock);
  return (
    <div>
      <TextField
        label={t('materials.fieldQuantity')}
        required
        type="number"
        inputMode="numeric"
        step={1}
        min={bounds.min}
        max={bounds.max}
        error={error}
        {...registration}
      />
      {/* The hint takes the error's line height, so the form does not jump when one replaces
          the other. */}
      {stock && !error && (
        <p className="mt-1.5 text-sm text-slate-500">
          {t('materials.quantityAvailable', {
            quantity: quantityText(stock.quantity, stock.unit),
          })}
        </p>
      )}
    </div>
  );
}
