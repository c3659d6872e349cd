import { PIN_LENGTH, pinSchema } from '@cmms/shared/auth';
import { lockTexts } from '../api/unlock';

export const emptyPin = (): string[] => Array<string>(PIN_LENGTH).fill('');

/** requirements/accounts.md#validation: nothing typed asks for the PIN; anything else short of 4 digits is refused. */
export function pinEntryError(pin: string): string | undefined {
  if (pin === '') return lockTexts.pinPrompt;
  return pinSchema.safeParse(pin).success ? undefined : lockTexts.pinInvalid;
}
