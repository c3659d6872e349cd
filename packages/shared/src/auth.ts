import { z } from 'zod';

export const PIN_LENGTH = 4;

/** Texts the login screen shows, verbatim from the spec (doc 000 §2.2, §5, §8). */
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

// The same address typed with stray spaces or capitals must reach the same account.
export const emailSchema = z
  .string({ error: authTexts.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, authTexts.emailRequired)
  .pipe(z.email(authTexts.emailInvalid));

// Signing in only needs a password; the strength rules (passwords.ts) apply when one is set.
const loginPasswordSchema = z
  .string({ error: authTexts.passwordRequired })
  .min(1, authTexts.passwordRequired);

export const pinSchema = z
  .string({ error: authTexts.pinInvalid })
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), authTexts.pinInvalid);

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const pinLoginSchema = z.object({ email: emailSchema, pin: pinSchema });

export type LoginInput = z.input<typeof loginSchema>;
export type LoginBody = z.output<typeof loginSchema>;
export type PinLoginInput = z.input<typeof pinLoginSchema>;
export type PinLoginBody = z.output<typeof pinLoginSchema>;
