import type { Category, Checklist } from '@cmms/shared/checklists';
import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  changeMonth,
  dayInMonth,
  firstChecklistOf,
  parseGridParams,
  resolveGrid,
  withGridParams,
} from './grid-filters';

const TODAY = new Date(2026, 2, 15); // 15 March 2026, local
const ID = {
  a: '11111111-1111-4111-8111-111111111111',
  b: '22222222-2222-4222-8222-222222222222',
  c: '33333333-3333-4333-8333-333333333333',
  tech: '44444444-4444-4444-8444-444444444444',
  sup: '55555555-5555-4555-8555-555555555555',
  other: '66666666-6666-4666-8666-666666666666',
};

const category = (key: string, name: string): Category => ({
  key,
  name,
  color: 'blue',
  builtIn: true,
  checklistCount: 1,
});
const categories = [
  category('housekeeping', 'Housekeeping'),
  category('electrical', 'Electrical'),
  category('safety', 'Safety'),
];

const checklist = (
  id: string,
  name: string,
  categoryKey: string,
  assignees: string[] = [],
  isActive = true,
): Checklist => ({
  id,
  name,
  category: categoryKey,
  description: '',
  siteId: 's',
  site: { id: 's', name: 'Site' },
  items: [],
  assignments: assignees.map((userId) => ({
    userId,
    name: `Name ${userId.slice(0, 4)}`,
    role: 'technician',
    assignedAt: '2026-01-01T00:00:00.000Z',
  })),
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('parseGridParams', () => {
  it('defaults to this month with nothing chosen', () => {
    expect(parseGridParams(new URLSearchParams(), TODAY)).toEqual({
      checklistId: null,
      userId: null,
      year: 2026,
      month: 3,
      date: null,
    });
  });

  it('reads a link to one checklist, person and day', () => {
    const params = new URLSearchParams(
      `checklistId=${ID.a}&userId=${ID.tech}&year=2025&month=11&date=2025-11-04`,
    );
    expect(parseGridParams(params, TODAY)).toEqual({
      checklistId: ID.a,
      userId: ID.tech,
      year: 2025,
      month: 11,
      date: '2025-11-04',
    });
  });

  it('drops what it cannot use: bad ids, years out of range, a day of another month', () => {
    const params = new URLSearchParams(
      'checklistId=nope&userId=1&year=2019&month=13&date=2026-04-01',
    );
    expect(parseGridParams(params, TODAY)).toEqual({
      checklistId: null,
      userId: null,
      year: 2026,
      month: 3,
      date: null,
    });
    expect(parseGridParams(new URLSearchParams('year=2027&month=1'), TODAY).year).toBe(2027);
    expect(parseGridParams(new URLSearchParams('year=2028'), TODAY).year).toBe(2026);
  });
});

describe('withGridParams', () => {
  it('writes the filters and keeps other params', () => {
    const next = withGridParams(new URLSearchParams('tab=x&date=2020-01-01'), {
      checklistId: ID.a,
      userId: null,
      year: 2026,
      month: 3,
      date: null,
    });
    expect(next.toString()).toBe(`tab=x&checklistId=${ID.a}&year=2026&month=3`);
  });
});

describe('dayInMonth and changeMonth', () => {
  it('accepts only days of the month', () => {
    expect(dayInMonth('2026-02-28', 2026, 2)).toBe('2026-02-28');
    expect(dayInMonth('2026-02-29', 2026, 2)).toBeNull();
    expect(dayInMonth('', 2026, 2)).toBeNull();
  });

  it('keeps the day filter only inside the new month', () => {
    const params = { checklistId: null, userId: null, year: 2026, month: 3, date: '2026-03-04' };
    expect(changeMonth(params, 2026, 4).date).toBeNull();
    expect(changeMonth(params, 2026, 3).date).toBe('2026-03-04');
  });
});

describe('categoryOptions', () => {
  it('lists only categories holding a checklist, in their order, unknown keys last', () => {
    const options = categoryOptions(categories, [
      checklist(ID.a, 'Panels', 'electrical'),
      checklist(ID.b, 'Rooms', 'housekeeping'),
      checklist(ID.c, 'Roof', 'roofing'),
    ]);
    expect(options.map((option) => option.name)).toEqual(['Housekeeping', 'Electrical', 'roofing']);
  });
});

describe('resolveGrid', () => {
  const all = [
    checklist(ID.a, 'Panels', 'electrical', [ID.tech, ID.sup]),
    checklist(ID.b, 'Rooms', 'housekeeping', [ID.tech]),
    checklist(ID.c, 'Fire doors', 'safety', [], false),
  ];
  const base = parseGridParams(new URLSearchParams(), TODAY);

  it('opens the first checklist of the first category by default', () => {
    const grid = resolveGrid(base, all, categories, { id: ID.sup, role: 'supervisor' });
    expect(grid.category).toBe('housekeeping');
    expect(grid.checklist?.id).toBe(ID.b);
    expect(grid.categories.map((option) => option.key)).toEqual(['housekeeping', 'electrical']);
    expect(grid.checklists.map((item) => item.id)).toEqual([ID.b]);
    // The supervisor is not assigned to Rooms: the first assignee's month.
    expect(grid.userId).toBe(ID.tech);
    expect(grid.users?.map((user) => user.id)).toEqual([ID.tech]);
  });

  it('prefers the named user, then the caller, when assigned', () => {
    const onA = { ...base, checklistId: ID.a };
    expect(resolveGrid(onA, all, categories, { id: ID.sup, role: 'manager' }).userId).toBe(ID.sup);
    expect(
      resolveGrid({ ...onA, userId: ID.tech }, all, categories, { id: ID.sup, role: 'manager' })
        .userId,
    ).toBe(ID.tech);
    expect(
      resolveGrid({ ...onA, userId: ID.other }, all, categories, { id: ID.sup, role: 'manager' })
        .userId,
    ).toBe(ID.sup);
  });

  it('fixes field staff to their own month, with no user select', () => {
    const grid = resolveGrid({ ...base, checklistId: ID.a, userId: ID.sup }, all, categories, {
      id: ID.tech,
      role: 'Technician',
    });
    expect(grid.userId).toBe(ID.tech);
    expect(grid.users).toBeNull();
  });

  it('hides inactive checklists unless a link names one', () => {
    const caller = { id: ID.sup, role: 'admin' };
    expect(resolveGrid(base, all, categories, caller).categories).toHaveLength(2);
    const named = resolveGrid({ ...base, checklistId: ID.c }, all, categories, caller);
    expect(named.checklist?.id).toBe(ID.c);
    expect(named.category).toBe('safety');
    expect(named.userId).toBeNull();
  });

  it('has nothing to show without checklists', () => {
    const grid = resolveGrid(base, [], categories, { id: ID.tech, role: 'housekeeping' });
    expect(grid).toMatchObject({ checklist: null, category: null, userId: null });
  });

  it('opens the first checklist of a chosen category', () => {
    expect(firstChecklistOf('electrical', all, null)).toBe(ID.a);
    expect(firstChecklistOf('safety', all, null)).toBeNull();
  });
});
