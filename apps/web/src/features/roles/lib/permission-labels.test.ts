import { ALL_PERMISSIONS } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import {
  categoryLabel,
  filterCatalogue,
  permissionLabel,
  permissionPreview,
} from './permission-labels';

describe('permissionLabel', () => {
  it('reads permissions as words', () => {
    expect(permissionLabel('view_tasks')).toBe('View Tasks');
    expect(permissionLabel('manage_pm')).toBe('Manage PM');
    expect(permissionLabel('all_permissions')).toBe('All Permissions');
  });

  it('names every permission and category of the catalogue through the catalogues', () => {
    for (const permission of ALL_PERMISSIONS) {
      expect(permissionLabel(permission)).not.toMatch(/^permissions\./);
    }
    expect(categoryLabel('Preventive Maintenance')).toBe('Preventive Maintenance');
    expect(permissionLabel('not_in_the_catalogue')).toBe('not_in_the_catalogue');
  });
});

describe('filterCatalogue', () => {
  it('keeps the whole catalogue without a search', () => {
    const all = filterCatalogue('  ').flatMap((group) => group.permissions);
    expect(all).toEqual([...ALL_PERMISSIONS]);
  });

  it('finds permissions by code, label or category', () => {
    expect(filterCatalogue('update sites')).toEqual([
      { category: 'Sites', permissions: ['update_sites'] },
    ]);
    expect(filterCatalogue('delete_').map((group) => group.category)).toEqual([
      'Tasks',
      'Assets',
      'Sites',
    ]);
    expect(filterCatalogue('preventive')[0]?.permissions).toEqual(['view_pm', 'manage_pm']);
    expect(filterCatalogue('nothing like this')).toEqual([]);
  });
});

describe('permissionPreview', () => {
  it('shows 4 and counts the rest', () => {
    expect(permissionPreview(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      first: ['a', 'b', 'c', 'd'],
      more: 2,
    });
    expect(permissionPreview(['a'])).toEqual({ first: ['a'], more: 0 });
  });
});

describe('the role card’s counts', () => {
  it('read one user and several users, and how many more permissions there are', () => {
    expect(t('roles.userCount', { count: 1 })).toBe('1 user');
    expect(t('roles.userCount', { count: 0 })).toBe('0 users');
    expect(t('roles.userCount', { count: 12 })).toBe('12 users');
    expect(t('roles.moreCount', { count: 3 })).toBe('+3 more');
    expect(t('roles.categoryCount', { count: 2, total: 4 })).toBe('2 of 4');
    expect(t('roles.permissionsSelected', { count: 5 })).toBe('Permissions (5 selected)');
  });
});
