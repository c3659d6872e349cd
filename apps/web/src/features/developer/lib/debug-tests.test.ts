import { registerSchema } from '@cmms/shared/accounts';
import { describe, expect, it } from 'vitest';
import { fakeRegistration } from './debug-tests';

describe('fakeRegistration', () => {
  it('is refused by the registration rules, so it can never create an account', () => {
    const result = registerSchema.safeParse(fakeRegistration(1_700_000_000_000));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('password');
  });

  it('uses a unique address on a reserved domain', () => {
    expect(fakeRegistration(1).email).not.toBe(fakeRegistration(2).email);
    expect(fakeRegistration(1).email.endsWith('.invalid')).toBe(true);
  });
});
