import { describe, expect, it } from 'vitest';
import {
  ASSET_FILTER_LABELS,
  assetListQuery,
  assetsListPath,
  isFiltered,
  parseAssetFilter,
} from './asset-filters';

describe('parseAssetFilter', () => {
  it('reads the three dashboard filters', () => {
    expect(parseAssetFilter('active')).toBe('active');
    expect(parseAssetFilter('maintenance')).toBe('maintenance');
    expect(parseAssetFilter('out-of-service')).toBe('out-of-service');
  });

  it('ignores case and spaces', () => {
    expect(parseAssetFilter(' Out-Of-Service ')).toBe('out-of-service');
  });

  it('has no filter for anything else', () => {
    expect(parseAssetFilter(null)).toBeNull();
    expect(parseAssetFilter('')).toBeNull();
    expect(parseAssetFilter('overdue')).toBeNull();
    expect(parseAssetFilter('constructor')).toBeNull();
    expect(parseAssetFilter('toString')).toBeNull();
  });

  it('labels every filter', () => {
    expect(Object.keys(ASSET_FILTER_LABELS).sort()).toEqual([
      'active',
      'maintenance',
      'out-of-service',
    ]);
  });
});

describe('assetListQuery', () => {
  const none = { search: '', status: '', filter: null, siteId: null };

  it('sends only what is set', () => {
    expect(assetListQuery(none)).toEqual({
      search: undefined,
      status: undefined,
      filter: undefined,
      siteId: undefined,
    });
    expect(
      assetListQuery({ search: '  pump ', status: 'On Hold', filter: 'maintenance', siteId: 's1' }),
    ).toEqual({ search: 'pump', status: 'On Hold', filter: 'maintenance', siteId: 's1' });
  });

  it('knows when the list is narrowed (the site is the shell’s, not a filter here)', () => {
    expect(isFiltered(none)).toBe(false);
    expect(isFiltered({ ...none, siteId: 's1' })).toBe(false);
    expect(isFiltered({ ...none, search: ' ' })).toBe(false);
    expect(isFiltered({ ...none, search: 'x' })).toBe(true);
    expect(isFiltered({ ...none, status: 'Active' })).toBe(true);
    expect(isFiltered({ ...none, filter: 'active' })).toBe(true);
  });
});

describe('assetsListPath', () => {
  it("leads to the role's own assets screen", () => {
    expect(assetsListPath('manager')).toBe('/manager/assets');
    expect(assetsListPath('SuperAdmin')).toBe('/admin/assets');
    expect(assetsListPath('client')).toBe('/client/assets');
    // A custom role works in the technician's shell (requirements/product.md#roles).
    expect(assetsListPath('electrician')).toBe('/technician/assets');
    expect(assetsListPath(undefined)).toBe('/technician/assets');
  });

  it('uses the root /assets for housekeeping, whose area has no assets screen', () => {
    expect(assetsListPath('housekeeping')).toBe('/assets');
  });
});
