import { describe, expect, it } from 'vitest';
import { englishIssues } from './i18n/source-translators';
import { passwordSchema } from './passwords';

const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
const PASSWORD_TOO_WEAK =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
const messageOf = (value: string) => englishIssues(passwordSchema.safeParse(value))[0];

describe('passwordSchema', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordSchema.safeParse('Str0ng!pass').success).toBe(true);
  });

  it('gives the spec message for each failure', () => {
    expect(messageOf('Ab1!')).toBe(PASSWORD_TOO_SHORT);
    expect(messageOf('alllower1!')).toBe(PASSWORD_TOO_WEAK);
    expect(messageOf('ALLUPPER1!')).toBe(PASSWORD_TOO_WEAK);
    expect(messageOf('NoDigits!!')).toBe(PASSWORD_TOO_WEAK);
    expect(messageOf('NoSpecial12')).toBe(PASSWORD_TOO_WEAK);
    // A special character outside the spec's list does not count.
    expect(messageOf('Under_score1')).toBe(PASSWORD_TOO_WEAK);
  });
});
