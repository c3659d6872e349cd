import { describe, expect, it } from 'vitest';
import { msg } from './i18n/message';
import {
  en,
  englishIssues,
  inEnglish,
  translatorFor,
  withoutIsolates,
} from './i18n/source-translators';
import { createUserSchema, type UserAction } from './users';

const ACTIONS = [
  ['change', 'change'],
  ['activate', 'activate'],
  ['deactivate', 'deactivate'],
  ['delete', 'delete'],
  ['approve', 'approve'],
  ['reject', 'reject'],
  ['assignSites', 'assign sites to'],
] as const satisfies readonly (readonly [UserAction, string])[];

describe('the refusals about an account above one’s own', () => {
  it('name the action and the account as the texts they replace did, word for word', () => {
    for (const [action, words] of ACTIONS) {
      expect(en('users.accountAbove', { action, role: 'superadmin' })).toBe(
        `You cannot ${words} a super admin account.`,
      );
      expect(en('users.accountAbove', { action, role: 'admin' })).toBe(
        `You cannot ${words} an admin account.`,
      );
      expect(en('users.accountBeyondYours', { action })).toBe(
        `You cannot ${words} an account that holds permissions you do not hold.`,
      );
    }
  });

  it('read in each language with a branch for every action', () => {
    const hi = translatorFor('hi');
    expect(hi.t('users.accountAbove', { action: 'delete', role: 'superadmin' })).toBe(
      'आप किसी सुपर एडमिन के खाते को हटा नहीं सकते।',
    );
    expect(translatorFor('es').t('users.accountBeyondYours', { action: 'assignSites' })).toBe(
      'No puedes asignar sitios a una cuenta que tiene permisos que tú no tienes.',
    );
  });
});

describe('the activity of user management', () => {
  it('says activated or deactivated by the status', () => {
    expect(en('users.activityStatus', { name: 'Ravi', status: 'Active' })).toBe(
      'User "Ravi" activated',
    );
    expect(en('users.activityStatus', { name: 'Ravi', status: 'Inactive' })).toBe(
      'User "Ravi" deactivated',
    );
    expect(
      withoutIsolates(
        translatorFor('ar').t('users.activityStatus', { name: 'Ravi', status: 'Active' }),
      ),
    ).toBe('تم تفعيل المستخدم "Ravi"');
  });
});

describe('what keeps a user from being deleted', () => {
  it('counts in the reader’s plural forms, English as the template wrote it (no grouping)', () => {
    expect(en('users.blockerWorkOrders', { count: 1 })).toBe('1 assigned work order');
    expect(en('users.blockerWorkOrders', { count: 1200 })).toBe('1200 assigned work orders');
    expect(en('users.blockerAttendance', { count: 0 })).toBe('0 attendance records');
    const ar = translatorFor('ar');
    expect(ar.t('users.blockerWorkOrders', { count: 2 })).toBe('أمرا عمل مسندان');
    expect(ar.t('users.blockerWorkOrders', { count: 3 })).toBe('3 أوامر عمل مسندة');
    expect(ar.t('users.blockerWorkOrders', { count: 11 })).toBe('11 أمر عمل مسندًا');
    expect(translatorFor('hi').t('users.blockerMaterialRequests', { count: 1 })).toBe(
      '1 सामग्री अनुरोध',
    );
  });

  it('lists several as nested pairs, each read in the reader’s language', () => {
    const blockers = msg('users.blockerList', {
      first: msg('users.blockerWorkOrders', { count: 2 }),
      rest: msg('users.blockerList', {
        first: msg('users.blockerAttendance', { count: 1 }),
        rest: msg('users.blockerMaterialRequests', { count: 3 }),
      }),
    });
    expect(inEnglish(msg('users.deleteBlockedBy', { name: 'Ravi', blockers }))).toBe(
      'User "Ravi" still has 2 assigned work orders, 1 attendance record, 3 material requests. Deactivate the account instead: it keeps this history.',
    );
    expect(translatorFor('ar').render(blockers)).toBe(
      'أمرا عمل مسندان، سجل حضور واحد، 3 طلبات مواد',
    );
  });
});

describe('createUserSchema', () => {
  it('says what is wrong with a name in English as the specification words it', () => {
    const base = { email: 'a@example.com', password: 'Str0ng!pass' };
    expect(englishIssues(createUserSchema.safeParse({ ...base, name: ' ' }))).toEqual([
      'Name is required',
    ]);
    expect(englishIssues(createUserSchema.safeParse({ ...base, name: 'x'.repeat(121) }))).toEqual([
      'Name must be at most 120 characters',
    ]);
  });
});
