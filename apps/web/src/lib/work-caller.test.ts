import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { workCallerOf } from './work-caller';

describe('workCallerOf', () => {
  it('uses the session’s list, keeping only strings', () => {
    expect(workCallerOf({ role: 'x', permissions: ['view_tasks', 7] }).permissions).toEqual([
      'view_tasks',
    ]);
  });

  it('falls back to the default table of a default role, in any case', () => {
    expect(workCallerOf({ role: 'Client' }).permissions).toContain('view_assets');
    expect(workCallerOf({ role: 'Client' }).permissions).not.toContain('update_tasks');
  });

  it('gives housekeeping the default list: it reads tasks and assets, changes neither', () => {
    const { permissions } = workCallerOf({ role: 'Housekeeping' });
    expect(permissions).toEqual(defaultPermissionsOf('housekeeping'));
    expect(permissions).toEqual(expect.arrayContaining(['view_tasks', 'view_assets']));
    for (const denied of [
      'update_tasks',
      'delete_tasks',
      'assign_tasks',
      'update_assets',
      'delete_assets',
    ]) {
      expect(permissions).not.toContain(denied);
    }
  });

  it('leaves a custom role without a list to the server', () => {
    expect(workCallerOf({ role: 'site-lead' }).permissions).toEqual(['all_permissions']);
  });
});
