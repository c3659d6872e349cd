import { z } from 'zod';

const PASSWORD_MIN_LENGTH = 8;
/** The special characters the spec accepts (requirements/accounts.md#validation). */
const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_WEAK =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

/** Each rule, for the live checklist on the reset page and for the schema below. */
export const passwordRules = [
  {
    id: 'length',
    label: 'At least 8 characters',
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'One special character',
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
] as const;

/** One schema for every form and route that sets a password. */
export const passwordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(128, { error: 'Password must be at most 128 characters long' })
  .refine((p) => passwordRules.every((rule) => rule.test(p)), { error: PASSWORD_TOO_WEAK });
