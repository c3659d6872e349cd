import { RESET_CODE_LENGTH } from '@cmms/shared/accounts';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';

export interface ResetCodeFieldProps
  extends Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'type'> {
  value: string;
  onChange(code: string): void;
}

/**
 * The 6-digit code from the reset email (requirements/accounts.md#validation: digits only, 6 long). One field rather than
 * six boxes: pasting and the phone's one-time-code autofill work, and it fits a narrow screen.
 */
export function ResetCodeField({ value, onChange, ...props }: ResetCodeFieldProps) {
  return (
    <TextField
      label={t('account.resetCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={RESET_CODE_LENGTH}
      placeholder="000000"
      value={value}
      onChange={(event) =>
        onChange(event.target.value.replace(/\D/g, '').slice(0, RESET_CODE_LENGTH))
      }
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em] sm:[&_input]:text-2xl"
      {...props}
    />
  );
}
