import { PIN_LENGTH, pinSchema } from '@cmms/shared/auth';
import { t } from '../../../lib/i18n/i18n';

export const emptyPin = (): string[] => Array<string>(PIN_LENGTH).fill('');

/** requirements/accounts.md#validation: nothing typed asks for the PIN; anything else short of 4 digits is refused. */
export function pinEntryError(pin: string): string | undefined {
  if (pin === '') return t('auth.pinPrompt');
  return pinSchema.safeParse(pin).success ? undefined : t('auth.pinInvalid');
}
