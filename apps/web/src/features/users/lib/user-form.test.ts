import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { type UserFormValues, userFormDefaults, userFormResolver } from './user-form';

const options = { fields: {}, shouldUseNativeValidation: false };

async function resolve(editing: boolean, values: UserFormValues) {
  const result = await userFormResolver(editing)(values, undefined, options);
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([key, error]) => [key, error?.message]),
  );
  return { values: result.values, errors };
}

const filled: UserFormValues = {
  ...userFormDefaults(null),
  name: '  Aisha Khan ',
  email: ' Aisha@Example.COM ',
  mobile: '98765-43210',
  password: 'Str0ng!pass',
};

describe('userFormResolver (the shared user schemas)', () => {
  it('creates with the parsed create body', async () => {
    expect(await resolve(false, filled)).toEqual({
      values: {
        name: 'Aisha Khan',
        email: 'aisha@example.com',
        mobile: '9876543210',
        role: 'technician',
        password: 'Str0ng!pass',
        status: 'Active',
      },
      errors: {},
    });
  });

  it("shows the server's messages on create", async () => {
    const { errors } = await resolve(false, { ...userFormDefaults(null), email: 'nope' });
    expect(errors).toMatchObject({
      name: t('users.nameRequired'),
      email: 'Please enter a valid email address',
      password: t('account.passwordTooShort'),
    });
  });

  it('edits with a blank password kept and the email left alone', async () => {
    const user = {
      id: 'u1',
      name: 'Aisha Khan',
      email: 'not checked on edit',
      mobile: null,
      role: 'supervisor',
      status: 'Inactive' as const,
      approved: true,
      picture: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      assignedSites: [],
    };
    const { values, errors } = await resolve(true, userFormDefaults(user));
    expect(errors).toEqual({});
    expect(values).toEqual({
      name: 'Aisha Khan',
      mobile: undefined,
      role: 'supervisor',
      password: undefined,
      status: 'Inactive',
      email: 'not checked on edit',
    });
  });

  it('still checks a new password and the name on edit', async () => {
    const { errors } = await resolve(true, { ...filled, name: ' ', password: 'short' });
    expect(errors).toMatchObject({
      name: t('users.nameRequired'),
      password: t('account.passwordTooShort'),
    });
  });
});
