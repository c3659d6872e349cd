import { describe, expect, it } from 'vitest';
import {
  accountRefusal,
  registerDetailsFormSchema,
  registerSchema,
  superAdminRegisterSchema,
} from './accounts';
import { issueText } from './i18n/issues';
import { inEnglish, englishIssues as messages, translatorFor } from './i18n/source-translators';

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '98765 43210',
  password: 'Strong@123',
};

describe('registerSchema', () => {
  it('reads the spec texts in English', () => {
    expect(messages(registerSchema.safeParse({ ...valid, name: ' ' }))).toEqual([
      'Name is required',
    ]);
    expect(messages(registerSchema.safeParse({ ...valid, name: 'x'.repeat(121) }))).toEqual([
      'Name must be at most 120 characters',
    ]);
    expect(messages(registerSchema.safeParse({ ...valid, mobile: '12-34' }))).toEqual([
      'Please enter a valid contact number (10-15 digits)',
    ]);
    const form = { ...valid, confirmPassword: 'Strong@124' };
    expect(messages(registerDetailsFormSchema.safeParse(form))).toEqual(['Passwords do not match']);
  });

  it("reads in the reader's language", () => {
    const result = superAdminRegisterSchema.safeParse({ ...valid, superAdminKey: '' });
    const hindi = result.error?.issues.map((issue) => issueText(translatorFor('hi'), issue));
    expect(hindi).toEqual([translatorFor('hi').t('account.superAdminKeyRequired')]);
    expect(hindi?.[0]).not.toBe('Super Admin Key is required');
  });
});

describe('accountRefusal', () => {
  it('says why an account may not be used yet', () => {
    expect(accountRefusal({ approved: true, status: 'Active' })).toBeNull();
    const pending = accountRefusal({ approved: false, status: 'Active' });
    expect(pending && inEnglish(pending)).toContain('pending approval');
    const inactive = accountRefusal({ approved: true, status: 'Inactive' });
    expect(inactive && inEnglish(inactive)).toBe(
      'Your account has been deactivated. Please contact your administrator.',
    );
  });
});
