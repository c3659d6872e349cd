import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import {
  emptyStateOf,
  hasActiveFilters,
  parsePriority,
  pmListQueryOf,
  priorityFilterOptions,
} from './pm-filters';

describe('pmListQueryOf', () => {
  it('sends only the filters that are set, the search trimmed', () => {
    expect(pmListQueryOf({ search: ' pump ', priority: 'High', siteId: 's-1' })).toEqual({
      search: 'pump',
      priority: 'High',
      siteId: 's-1',
    });
    expect(pmListQueryOf({ search: '  ', priority: '', siteId: null })).toEqual({
      search: undefined,
      priority: undefined,
      siteId: undefined,
    });
  });
});

describe('the priority filter', () => {
  it("offers 'All Priorities' and then the priorities of requirements/pm.md#limits", () => {
    expect(priorityFilterOptions().map((option) => option.label)).toEqual([
      'All Priorities',
      'Low',
      'Medium',
      'High',
      'Urgent',
    ]);
  });

  it('reads an unknown choice as all', () => {
    expect(parsePriority('Urgent')).toBe('Urgent');
    expect(parsePriority('urgent')).toBe('');
  });
});

describe('emptyStateOf (requirements/pm.md#screens)', () => {
  it('says the filtered text, without the button, when filters are set', () => {
    expect(emptyStateOf({ role: 'manager' }, true)).toEqual({
      text: t('pm.emptyFiltered'),
      createFirst: false,
    });
  });

  it("offers 'Create your first PM' to those who manage PMs", () => {
    for (const role of ['admin', 'superadmin', 'manager', 'supervisor']) {
      expect(emptyStateOf({ role }, false)).toEqual({ text: t('pm.empty'), createFirst: true });
    }
  });

  it('never to a client or technician', () => {
    expect(emptyStateOf({ role: 'client' }, false).createFirst).toBe(false);
    expect(emptyStateOf({ role: 'technician' }, false).createFirst).toBe(false);
    expect(emptyStateOf(null, false).createFirst).toBe(false);
  });

  it('counts search and priority as filters, not blank space', () => {
    expect(hasActiveFilters({ search: '  ', priority: '' })).toBe(false);
    expect(hasActiveFilters({ search: 'a', priority: '' })).toBe(true);
    expect(hasActiveFilters({ search: '', priority: 'Low' })).toBe(true);
  });
});
