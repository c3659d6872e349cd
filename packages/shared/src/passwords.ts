import { z } from 'zod';
import type { MessageKey } from './i18n/message';

const PASSWORD_MIN_LENGTH = 8;
/** The special characters the spec accepts (requirements/accounts.md#validation). */
const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** Each rule, for the live checklist on the reset page and for the schema below; labels are keys. */
export const passwordRules = [
  {
    id: 'length',
    label: 'account.passwordRuleLength',
    test: (p: string) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', label: 'account.passwordRuleUpper', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'account.passwordRuleLower', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'account.passwordRuleDigit', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'account.passwordRuleSpecial',
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIALS.includes(c)),
  },
] as const satisfies readonly { id: string; label: MessageKey; test(p: string): boolean }[];

/** One schema for every form and route that sets a password. */
export const passwordSchema = z
  .string({ error: 'account.passwordTooShort' })
  .min(PASSWORD_MIN_LENGTH, { error: 'account.passwordTooShort' })
  .max(128, { error: 'account.passwordTooLong' })
  .refine((p) => passwordRules.every((rule) => rule.test(p)), { error: 'account.passwordTooWeak' });
