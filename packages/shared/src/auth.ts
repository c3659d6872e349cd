import { z } from 'zod';

export const PIN_LENGTH = 4;

/**
 * The longest address a mailbox can have (RFC 5321: 254 characters in a path). A longer one
 * never reaches the database, whose index rows it would overflow (a 500, issue 20).
 */
export const EMAIL_MAX = 254;

// The same address typed with stray spaces or capitals must reach the same account.
export const emailSchema = z
  .string({ error: 'auth.emailRequired' })
  .max(EMAIL_MAX * 2, 'auth.emailInvalid')
  .trim()
  .toLowerCase()
  .min(1, 'auth.emailRequired')
  .pipe(z.email('auth.emailInvalid').max(EMAIL_MAX, 'auth.emailInvalid'));

// Signing in only needs a password; the strength rules (passwords.ts) apply when one is set.
// A longer password than any set one (passwords.ts) is wrong without hashing it.
const loginPasswordSchema = z
  .string({ error: 'auth.passwordRequired' })
  .min(1, 'auth.passwordRequired')
  .max(256, 'auth.invalidCredentials');

export const pinSchema = z
  .string({ error: 'auth.pinInvalid' })
  // One message for a PIN too long, not two (abort: the pattern below would say it again).
  .max(PIN_LENGTH, { error: 'auth.pinInvalid', abort: true })
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), 'auth.pinInvalid');

export const loginSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export const pinLoginSchema = z.object({ email: emailSchema, pin: pinSchema });

export type LoginBody = z.output<typeof loginSchema>;
export type PinLoginBody = z.output<typeof pinLoginSchema>;
