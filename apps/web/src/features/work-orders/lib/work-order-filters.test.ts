import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  listQueryOf,
  listScopeText,
  listSiteOf,
  parseStatusFilter,
  parseTaskFilter,
  parseTaskId,
  statusFilterOptions,
  workOrdersPath,
} from './work-order-filters';

describe('parseTaskFilter', () => {
  it('reads the dashboard filters completed, pending and overdue', () => {
    expect(parseTaskFilter('completed')).toBe('completed');
    expect(parseTaskFilter('pending')).toBe('pending');
    expect(parseTaskFilter(' Overdue ')).toBe('overdue');
  });

  it('ignores anything else', () => {
    expect(parseTaskFilter(null)).toBeNull();
    expect(parseTaskFilter('')).toBeNull();
    expect(parseTaskFilter('active')).toBeNull();
    expect(parseTaskFilter('out-of-service')).toBeNull();
  });
});

describe('the status filter', () => {
  it('offers All Statuses, In Progress, On Hold and Completed (requirements/work-orders.md#screens)', () => {
    expect(statusFilterOptions().map((option) => option.label)).toEqual([
      'All Statuses',
      'In Progress',
      'On Hold',
      'Completed',
    ]);
  });

  it('accepts any spelling of those, and nothing else', () => {
    expect(parseStatusFilter('in_progress')).toBe('in_progress');
    expect(parseStatusFilter('In Progress')).toBe('in_progress');
    expect(parseStatusFilter('on-hold')).toBe('on_hold');
    expect(parseStatusFilter('pending')).toBe('');
    expect(parseStatusFilter('')).toBe('');
  });
});

describe('parseTaskId', () => {
  it('takes a uuid and refuses anything else', () => {
    expect(parseTaskId('D1B68264-7F5C-4201-89C1-0BC8747EFB71')).toBe(
      'D1B68264-7F5C-4201-89C1-0BC8747EFB71',
    );
    expect(parseTaskId('12')).toBeNull();
    expect(parseTaskId(null)).toBeNull();
  });
});

describe('listQueryOf', () => {
  it('sends only the filters that are set', () => {
    const site = '74dd209a-d15d-4fec-ac10-28b19be85a8e';
    expect(
      listQueryOf({ search: '  chiller ', status: 'on_hold', filter: 'overdue', siteId: site }),
    ).toEqual({ search: 'chiller', status: 'on_hold', filter: 'overdue', siteId: site });
    expect(listQueryOf({ search: '  ', status: '', filter: null, siteId: null })).toEqual({
      search: undefined,
      status: undefined,
      filter: undefined,
      siteId: undefined,
    });
  });

  it('knows when any filter is active (Clear Filters)', () => {
    expect(hasActiveFilters({ search: '', status: '', filter: null })).toBe(false);
    expect(hasActiveFilters({ search: '', status: '', filter: 'pending' })).toBe(true);
    expect(hasActiveFilters({ search: 'x', status: '', filter: null })).toBe(true);
  });
});

describe('the site the list shows', () => {
  const site = '74dd209a-d15d-4fec-ac10-28b19be85a8e';
  const other = 'cca2d9de-592e-4863-bfa1-29299db3f6a9';

  it('is the header’s choice, or a link’s site until the header takes it', () => {
    const chosen = { showSelector: true, selectedSiteId: site };
    expect(listSiteOf(chosen, null)).toBe(site);
    expect(listSiteOf(chosen, other)).toBe(other);
    expect(listSiteOf(chosen, 'not-a-site')).toBe(site);
    expect(listSiteOf({ showSelector: true, selectedSiteId: null }, null)).toBeNull();
  });

  it('is every site of theirs for a role without a selector, whatever the link says', () => {
    expect(listSiteOf({ showSelector: false, selectedSiteId: site }, other)).toBeNull();
  });

  it('is said beside the title with the count', () => {
    expect(listScopeText(5, { siteName: 'Riverside Medical Center', allLabel: null })).toBe(
      '5 work orders at Riverside Medical Center',
    );
    expect(listScopeText(1, { siteName: null, allLabel: 'All Sites' })).toBe(
      '1 work order · All Sites',
    );
    expect(listScopeText(16, { siteName: null, allLabel: null })).toBe('16 work orders');
    expect(listScopeText(0, { siteName: null, allLabel: null })).toBe('0 work orders');
    // As the template wrote it: no grouping of a large count.
    expect(listScopeText(1200, { siteName: null, allLabel: null })).toBe('1200 work orders');
  });
});

describe('workOrdersPath', () => {
  it("links to the role's own work orders screen", () => {
    expect(workOrdersPath('manager', { filter: 'overdue' })).toBe('/manager/tasks?filter=overdue');
    expect(workOrdersPath('superadmin')).toBe('/admin/tasks');
    expect(workOrdersPath('Technician', { taskId: 'abc' })).toBe('/technician/tasks?taskId=abc');
    // Housekeeping's area has no tasks screen: the root one.
    expect(workOrdersPath('housekeeping')).toBe('/tasks');
  });
});
