import { pinSchema } from '@cmms/shared/auth';

/** PIN settings texts: requirements/accounts.md#validation and #errors verbatim, and our own success texts. */
export const pinTexts = {
  pinInvalid: 'PIN must be exactly 4 digits',
  newPinInvalid: 'New PIN must be exactly 4 digits',
  pinsMismatch: 'PINs do not match',
  newPinsMismatch: 'New PINs do not match',
  setFailed: 'Failed to set PIN',
  removeFailed: 'Failed to remove PIN',
  changeFailed: 'Failed to change PIN',
  // Ours: the server's 401 text ('Invalid email or PIN') reads oddly for someone signed in.
  currentPinWrong: 'Current PIN is incorrect.',
  pinSet: 'PIN set successfully',
  pinChanged: 'PIN changed successfully',
  pinRemoved: 'PIN removed successfully',
} as const;

/** The first problem with a form, and the field to send the user back to. */
export type PinProblem<Field extends string> = { field: Field; message: string } | undefined;

const valid = (pin: string) => pinSchema.safeParse(pin).success;

export function setPinProblem(pin: string, confirm: string): PinProblem<'pin' | 'confirm'> {
  if (!valid(pin)) return { field: 'pin', message: pinTexts.pinInvalid };
  if (pin !== confirm) return { field: 'confirm', message: pinTexts.pinsMismatch };
  return undefined;
}

export function changePinProblem(
  current: string,
  next: string,
  confirm: string,
): PinProblem<'current' | 'next' | 'confirm'> {
  if (!valid(current)) return { field: 'current', message: pinTexts.pinInvalid };
  if (!valid(next)) return { field: 'next', message: pinTexts.newPinInvalid };
  if (next !== confirm) return { field: 'confirm', message: pinTexts.newPinsMismatch };
  return undefined;
}
