import { z } from 'zod';

export const PIN_LENGTH = 4;

/** Texts the login screen shows, verbatim from the spec (requirements/accounts.md#screens, #validation, #errors). */
export const authTexts = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  pinInvalid: 'PIN must be exactly 4 digits',
  emailFirst: 'Please enter your email first',
  pinPrompt: 'Please enter your 4-digit PIN',
  noPinSet:
    'No PIN set for this account. Please login with email and password first, then set up your PIN in Settings.',
  invalidCredentials: 'Invalid email or password.',
  invalidPin: 'Invalid email or PIN',
  unexpected: 'An unexpected error occurred. Please try again.',
  networkError: 'Network connection issue. Please check your internet connection and try again.',
  timeout:
    'Request timed out. The server is taking too long to respond. Please try again in a moment.',
} as const;

/**
 * The longest address a mailbox can have (RFC 5321: 254 characters in a path). A longer one
 * never reaches the database, whose index rows it would overflow (a 500, issue 20).
 */
export const EMAIL_MAX = 254;

// The same address typed with stray spaces or capitals must reach the same account.
export const emailSchema = z
  .string({ error: authTexts.emailRequired })
  .max(EMAIL_MAX * 2, authTexts.emailInvalid)
  .trim()
  .toLowerCase()
  .min(1, authTexts.emailRequired)
  .pipe(z.email(authTexts.emailInvalid).max(EMAIL_MAX, authTexts.emailInvalid));

// Signing in only needs a password; the strength rules (passwords.ts) apply when one is set.
// A longer password than any set one (passwords.ts) is wrong without hashing it.
const loginPasswordSchema = z
  .string({ error: authTexts.passwordRequired })
  .min(1, authTexts.passwordRequired)
  .max(256, authTexts.invalidCredentials);

export const pinSchema = z
  .string({ error: authTexts.pinInvalid })
  // One message for a PIN too long, not two (abort: the pattern below would say it again).
  .max(PIN_LENGTH, { error: authTexts.pinInvalid, abort: true })
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), authTexts.pinInvalid);

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const pinLoginSchema = z.object({ email: emailSchema, pin: pinSchema });

export type LoginBody = z.output<typeof loginSchema>;
export type PinLoginBody = z.output<typeof pinLoginSchema>;
