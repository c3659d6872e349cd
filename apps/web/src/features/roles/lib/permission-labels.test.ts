import { ALL_PERMISSIONS } from '@cmms/shared/permissions';
import { describe, expect, it } from 'vitest';
import { filterCatalogue, permissionLabel, permissionPreview } from './permission-labels';

describe('permissionLabel', () => {
  it('reads permissions as words', () => {
    expect(permissionLabel('view_tasks')).toBe('View Tasks');
    expect(permissionLabel('manage_pm')).toBe('Manage PM');
    expect(permissionLabel('all_permissions')).toBe('All Permissions');
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
