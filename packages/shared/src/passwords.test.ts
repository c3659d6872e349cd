import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_SHORT, PASSWORD_TOO_WEAK, passwordSchema } from './passwords';

const messageOf = (value: string) => passwordSchema.safeParse(value).error?.issues[0]?.message;

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
