import { pinSchema } from '@cmms/shared/auth';
import { t } from '../../../lib/i18n/i18n';

/** The first problem with a form, and the field to send the user back to. */
export type PinProblem<Field extends string> = { field: Field; message: string } | undefined;

const valid = (pin: string) => pinSchema.safeParse(pin).success;

export function setPinProblem(pin: string, confirm: string): PinProblem<'pin' | 'confirm'> {
  if (!valid(pin)) return { field: 'pin', message: t('auth.pinInvalid') };
  if (pin !== confirm) return { field: 'confirm', message: t('account.pinsMismatch') };
  return undefined;
}

export function changePinProblem(
  current: string,
  next: string,
  confirm: string,
): PinProblem<'current' | 'next' | 'confirm'> {
  if (!valid(current)) return { field: 'current', message: t('auth.pinInvalid') };
  if (!valid(next)) return { field: 'next', message: t('settings.newPinInvalid') };
  if (next !== confirm) return { field: 'confirm', message: t('settings.newPinsMismatch') };
  return undefined;
}
