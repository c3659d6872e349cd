import { activityListQuerySchema } from '@cmms/shared/activity';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityFilters,
  buildActivityQuery,
  hasActiveFilters,
  SEARCH_MAX_LENGTH,
} from './activity-query';

const SITE = '3f6c1d2e-0000-4000-8000-000000000001';

describe('buildActivityQuery', () => {
  it('asks for the first page with no filters', () => {
    expect(buildActivityQuery({ search: '', type: '', siteId: null }, 0)).toEqual({
      limit: ACTIVITY_PAGE_SIZE,
      offset: 0,
    });
  });

  it('sends the trimmed search and the family, with the page', () => {
    expect(buildActivityQuery({ search: '  Lakeside  ', type: 'site', siteId: null }, 50)).toEqual({
      limit: 25,
      offset: 50,
      search: 'Lakeside',
      type: 'site',
    });
  });

  it('leaves out a blank search, and keeps the search within what the server accepts', () => {
    expect(buildActivityQuery({ search: '   ', type: 'pm', siteId: null }, 0)).toEqual({
      limit: 25,
      offset: 0,
      type: 'pm',
    });
    const long = buildActivityQuery({ search: 'x'.repeat(150), type: '', siteId: null }, 0);
    expect(long.search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("narrows to the header's site when one is chosen", () => {
    expect(buildActivityQuery({ search: '', type: '', siteId: SITE }, 0)).toEqual({
      limit: 25,
      offset: 0,
      siteId: SITE,
    });
  });

  it('never sends a negative or fractional offset', () => {
    expect(buildActivityQuery({ search: '', type: '', siteId: null }, -25).offset).toBe(0);
    expect(buildActivityQuery({ search: '', type: '', siteId: null }, 25.7).offset).toBe(25);
  });

  it('builds only queries the contract accepts', () => {
    const queries = [
      buildActivityQuery({ search: '', type: '', siteId: null }, 0),
      buildActivityQuery(
        { search: ` ${'é'.repeat(120)} `, type: 'notification', siteId: null },
        75,
        10,
      ),
      buildActivityQuery({ search: 'Site "A"', type: 'punch', siteId: SITE }, 25),
    ];
    for (const query of queries) {
      expect(activityListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(true);
    }
  });
});

describe('hasActiveFilters', () => {
  it('is true with a search or a type', () => {
    expect(hasActiveFilters({ search: '', type: '' })).toBe(false);
    // The header's site is not one of the screen's filters: Clear Filters leaves it.
    const atSite: ActivityFilters = { search: '', type: '', siteId: SITE };
    expect(hasActiveFilters(atSite)).toBe(false);
    expect(hasActiveFilters({ search: '  ', type: '' })).toBe(false);
    expect(hasActiveFilters({ search: 'a', type: '' })).toBe(true);
    expect(hasActiveFilters({ search: '', type: 'leave' })).toBe(true);
  });
});
