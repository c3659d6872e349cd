import { describe, expect, it } from 'vitest';
import { en, inEnglish, translatorFor } from './i18n/source-translators';
import { roleInText } from './roles';

describe('roleInText', () => {
  it('is a default role’s code in English and its name in the reader’s language', () => {
    const technician = roleInText('technician');
    expect(typeof technician === 'string' ? technician : inEnglish(technician)).toBe('technician');
    expect(en('users.approvedBody', { role: roleInText('superadmin') })).toBe(
      'Your account was approved. You can sign in as superadmin.',
    );
    expect(translatorFor('hi').t('users.approvedBody', { role: roleInText('Supervisor') })).toBe(
      'आपका खाता स्वीकृत हो गया है। आप पर्यवेक्षक के रूप में साइन इन कर सकते हैं।',
    );
  });

  it('keeps a custom role as it is stored: its name is data', () => {
    expect(roleInText('auditor qa')).toBe('auditor qa');
  });
});

describe('role counts', () => {
  it('read one user and several users, in each language’s plural forms', () => {
    expect(en('roles.userCount', { count: 1 })).toBe('1 user');
    expect(en('roles.userCount', { count: 0 })).toBe('0 users');
    expect(en('roles.inUse', { name: 'Auditor', count: 1 })).toBe(
      'Role "Auditor" is assigned to 1 user. Give them another role first.',
    );
    expect(en('roles.inUse', { name: 'Auditor', count: 4 })).toBe(
      'Role "Auditor" is assigned to 4 users. Give them another role first.',
    );
    const ar = translatorFor('ar');
    expect(ar.t('roles.userCount', { count: 0 })).toBe('لا مستخدمين');
    expect(ar.t('roles.userCount', { count: 2 })).toBe('مستخدمان');
    expect(ar.t('roles.userCount', { count: 5 })).toBe('5 مستخدمين');
    expect(translatorFor('es').t('roles.userCount', { count: 1 })).toBe('1 usuario');
  });
});
