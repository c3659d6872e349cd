import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';

type Props = {
  registration: UseFormRegisterReturn;
  bounds: { min: number; max: number };
  error: string | undefined;
  /** What is in stock, said beside the field: '12 boxes available'. */
  hint: string | null;
};

/** §5: the request quantity, a whole number from 1 to the stock. */
export function QuantityField({ registration, bounds, error, hint }: Props) {
  return (
    <div>
      <TextField
        label="Quantity"
        required
        type="number"
        inputMode="numeric"
        step={1}
        min={bounds.min}
        max={bounds.max}
        error={error}
        {...registration}
      />
      {hint && !error && <p className="mt-1.5 text-sm text-slate-500">{hint}</p>}
    </div>
  );
}
