import { pmTexts } from '@cmms/shared/pm';
import { describe, expect, it } from 'vitest';
import {
  assetLabelOf,
  cardToneOf,
  pmDateText,
  recipientTextOf,
  rowToneOf,
  toRows,
} from './pm-display';

describe('assetLabelOf (requirements/pm.md#screens)', () => {
  it("shows the asset's name", () => {
    expect(assetLabelOf({ assetId: 'a-1', asset: { name: 'Chiller 2' } })).toBe('Chiller 2');
  });

  it('falls back to the asset id when the asset has no name', () => {
    expect(assetLabelOf({ assetId: 'a-1', asset: { name: '  ' } })).toBe('a-1');
    expect(assetLabelOf({ assetId: 'a-1', asset: null })).toBe('a-1');
  });

  it("says 'N/A' when there is neither", () => {
    expect(assetLabelOf({ assetId: '', asset: null })).toBe(pmTexts.notApplicable);
    expect(assetLabelOf({})).toBe(pmTexts.notApplicable);
  });
});

describe('row colour by status', () => {
  it('gives each status its own row and card colour', () => {
    const rows = ['Scheduled', 'In Progress', 'Completed'].map(rowToneOf);
    expect(new Set(rows).size).toBe(3);
    expect(rowToneOf('In Progress')).toContain('amber');
    expect(rowToneOf('Completed')).toContain('emerald');
    expect(cardToneOf('Completed')).toContain('emerald');
  });

  it('draws an unknown status like a scheduled one', () => {
    expect(rowToneOf('Archived')).toBe(rowToneOf('Scheduled'));
    expect(cardToneOf('Archived')).toBe(cardToneOf('Scheduled'));
  });
});

describe('pmDateText', () => {
  it('formats the calendar day in the locale, never the day before', () => {
    expect(pmDateText('2026-03-01', 'en-US')).toBe('Mar 1, 2026');
  });

  it("says 'N/A' without a date", () => {
    expect(pmDateText(null)).toBe(pmTexts.notApplicable);
    expect(pmDateText('')).toBe(pmTexts.notApplicable);
  });
});

describe('toRows', () => {
  it('numbers rows across pages', () => {
    const items = [{ id: 'x' }, { id: 'y' }] as Parameters<typeof toRows>[0];
    expect(toRows(items, 25).map((row) => row.position)).toEqual([26, 27]);
  });
});

describe('recipientTextOf (issue 29)', () => {
  it('names the assignee alone, someone in their stead with where they come from, or nobody', () => {
    const person = { id: 'u1', name: 'Dana Ortiz' };
    expect(recipientTextOf({ recipient: { ...person, via: 'assignee' } })).toBe('Dana Ortiz');
    expect(recipientTextOf({ recipient: { ...person, via: 'asset' } })).toBe(
      "Dana Ortiz (the asset's assignee)",
    );
    expect(recipientTextOf({ recipient: { ...person, via: 'supervisor' } })).toBe(
      'Dana Ortiz (a supervisor of the site)',
    );
    expect(recipientTextOf({ recipient: null })).toBe(
      'Nobody at this site can take its work order',
    );
  });
});
