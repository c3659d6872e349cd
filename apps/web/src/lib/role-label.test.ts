import { describe, expect, it } from 'vitest';
import { rememberRoleLabels, roleLabel } from './role-label';

describe('roleLabel', () => {
  it('keeps the capitals a role name was written with', () => {
    expect(roleLabel('Auditor QA')).toBe('Auditor QA');
    expect(roleLabel('  HVAC Lead ')).toBe('HVAC Lead');
  });

  it('starts each word of a lower-case name with a capital', () => {
    expect(roleLabel('auditor qa')).toBe('Auditor Qa');
    expect(roleLabel('inspector')).toBe('Inspector');
  });

  it('shows the default roles as the screens name them, however they are written', () => {
    expect(roleLabel('superadmin')).toBe('Super Admin');
    expect(roleLabel('SuperAdmin')).toBe('Super Admin');
    expect(roleLabel('housekeeping')).toBe('Housekeeping');
    expect(roleLabel('ADMIN')).toBe('Admin');
    expect(roleLabel('Electrician')).toBe('Electrician');
  });

  it('names a custom role as the server says its author wrote it', () => {
    rememberRoleLabels({ 'auditor qa': 'Auditor QA' });
    expect(roleLabel('auditor qa')).toBe('Auditor QA');
    expect(roleLabel('AUDITOR QA')).toBe('Auditor QA');
    expect(roleLabel('inspector')).toBe('Inspector');
    rememberRoleLabels({});
    expect(roleLabel('auditor qa')).toBe('Auditor Qa');
  });

  it('reads a missing role as technician (requirements/product.md#roles)', () => {
    expect(roleLabel(null)).toBe('Technician');
    expect(roleLabel('  ')).toBe('Technician');
  });
});
