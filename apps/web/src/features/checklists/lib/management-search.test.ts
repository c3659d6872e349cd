import type { Category, Checklist } from '@cmms/shared/checklists';
import { describe, expect, it } from 'vitest';
import { categoryColorClasses, categoryLook } from './category-colors';
import { groupByCategory, matchesSearch, searchTerm, shownCount } from './management-search';

const SITE = { id: 's1', name: 'Harbor View Towers' };
const make = (
  id: string,
  name: string,
  category: string,
  extra: Partial<Checklist> = {},
): Checklist => ({
  id,
  name,
  category,
  description: '',
  siteId: SITE.id,
  site: SITE,
  items: [],
  assignments: [],
  isActive: true,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
  ...extra,
});

const categories: Category[] = [
  { key: 'housekeeping', name: 'Housekeeping', color: 'green', builtIn: true, checklistCount: 2 },
  { key: 'electrical', name: 'Electrical', color: 'yellow', builtIn: true, checklistCount: 0 },
  { key: 'pool', name: 'Pool', color: 'indigo', builtIn: false, checklistCount: 1 },
];

const checklists = [
  make('1', 'Lobby round', 'housekeeping', {
    items: [
      {
        id: 'i1',
        name: 'Mop floor',
        description: '',
        isRequired: true,
        kind: 'tick',
        unit: '',
        min: null,
        max: null,
        raiseWorkOrder: 'offer',
      },
    ],
  }),
  make('2', 'daily bins', 'housekeeping', { description: 'Empty every BIN' }),
  make('3', 'Pool chemistry', 'pool'),
  make('4', 'Old thing', 'retired'),
];

describe('matchesSearch', () => {
  it('matches name, description and item names, ignoring case', () => {
    const [lobby, bins] = checklists as [Checklist, Checklist];
    expect(matchesSearch(lobby, searchTerm(' MOP '))).toBe(true);
    expect(matchesSearch(lobby, 'lobby')).toBe(true);
    expect(matchesSearch(bins, 'bin')).toBe(true);
    expect(matchesSearch(lobby, 'pool')).toBe(false);
    expect(matchesSearch(lobby, '')).toBe(true);
  });
});

describe('groupByCategory', () => {
  it('shows every category without a search, then unknown keys, each sorted by name', () => {
    const sections = groupByCategory(checklists, categories, '');
    expect(sections.map((section) => [section.key, section.checklists.map((c) => c.id)])).toEqual([
      ['housekeeping', ['2', '1']],
      ['electrical', []],
      ['pool', ['3']],
      ['retired', ['4']],
    ]);
    expect(sections[3]).toMatchObject({ name: 'retired', color: 'gray', builtIn: false });
    expect(shownCount(sections)).toBe(4);
  });

  it('keeps only the sections with a match when searching, with their counts', () => {
    const sections = groupByCategory(checklists, categories, 'o');
    expect(sections.map((section) => [section.key, section.checklists.length])).toEqual([
      ['housekeeping', 1],
      ['pool', 1],
      ['retired', 1],
    ]);
    expect(groupByCategory(checklists, categories, 'nothing here')).toEqual([]);
  });
});

describe('category colours', () => {
  it('draws each category in its colour and unknown ones gray', () => {
    expect(categoryLook(categories, 'pool')).toEqual({
      key: 'pool',
      name: 'Pool',
      color: 'indigo',
    });
    expect(categoryLook(undefined, 'pool')).toEqual({ key: 'pool', name: 'pool', color: 'gray' });
    expect(categoryColorClasses('indigo').swatch).toBe('bg-indigo-500');
    expect(categoryColorClasses('teal')).toEqual(categoryColorClasses('gray'));
  });
});
