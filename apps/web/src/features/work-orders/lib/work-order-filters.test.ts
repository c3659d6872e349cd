import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  listQueryOf,
  parseStatusFilter,
  parseTaskFilter,
  parseTaskId,
  STATUS_FILTER_OPTIONS,
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
  it('offers All Statuses, In Progress, On Hold and Completed (doc 001 §2.3)', () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
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
    expect(listQueryOf({ search: '  chiller ', status: 'on_hold', filter: 'overdue' })).toEqual({
      search: 'chiller',
      status: 'on_hold',
      filter: 'overdue',
    });
    expect(listQueryOf({ search: '  ', status: '', filter: null })).toEqual({
      search: undefined,
      status: undefined,
      filter: undefined,
    });
  });

  it('knows when any filter is active (Clear Filters)', () => {
    expect(hasActiveFilters({ search: '', status: '', filter: null })).toBe(false);
    expect(hasActiveFilters({ search: '', status: '', filter: 'pending' })).toBe(true);
    expect(hasActiveFilters({ search: 'x', status: '', filter: null })).toBe(true);
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
