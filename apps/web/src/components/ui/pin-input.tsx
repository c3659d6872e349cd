import { clsx } from 'clsx';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { t } from '../../lib/i18n/i18n';

export interface PinInputHandle {
  /** Focuses the first box, e.g. after a wrong PIN has been cleared. */
  focus(): void;
}

export interface PinInputProps {
  label: string;
  /** One entry per box: a single digit, or '' while empty. Its length sets the number of boxes. */
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  /** Masked for PINs; shown for codes the user reads from an email. */
  masked?: boolean;
  disabled?: boolean;
  ref?: Ref<PinInputHandle>;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function PinInput({
  label,
  value,
  onChange,
  error,
  masked = true,
  disabled,
  ref,
}: PinInputProps) {
  const errorId = `${useId()}-error`;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({ focus: () => focusBox(0) }));

  // Writes digits from box `start` onwards and moves on to the box after the last one written.
  const fill = (start: number, digits: string) => {
    const next = [...value];
    const written = digits.slice(0, length - start).split('');
    next.splice(start, written.length, ...written);
    onChange(next);
    focusBox(start + written.length);
  };

  const clear = (index: number) => onChange(value.map((digit, i) => (i === index ? '' : digit)));

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // Handled here rather than in onChange so a digit replaces a filled box even when its
    // text is not selected (maxLength would otherwise swallow the key).
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      fill(index, event.key);
    } else if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      clear(index - 1);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (digits) fill(digits.length >= length ? 0 : index, digits);
  };

  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{label}</legend>
      {/* Digits are typed left to right in every language, Arabic included. */}
      <div dir="ltr" className="grid auto-cols-fr grid-flow-col gap-3">
        {value.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: boxes are fixed positions, never reordered
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={1}
            autoComplete="off"
            aria-label={t('common.digitOf', { position: index + 1, length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            // Virtual keyboards often report no key, so typed text also arrives here.
            onChange={(event) => {
              const digits = digitsOnly(event.target.value);
              if (digits) fill(index, digits);
              else if (event.target.value === '') clear(index);
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={clsx(
              'h-14 w-full min-w-0 rounded-lg border bg-white text-center text-2xl font-semibold text-slate-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:bg-slate-100',
              error
                ? 'border-red-600 focus:border-red-600 focus:outline-red-600/30'
                : 'border-slate-300',
            )}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
