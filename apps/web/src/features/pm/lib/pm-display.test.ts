import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import {
  assetLabelOf,
  assetsShownText,
  cardToneOf,
  pmDateText,
  priorityLabel,
  recipientTextOf,
  recurrenceLabel,
  rowToneOf,
  statusLabel,
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
    expect(assetLabelOf({ assetId: '', asset: null })).toBe(t('pm.notApplicable'));
    expect(assetLabelOf({})).toBe(t('pm.notApplicable'));
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
  it('formats the calendar day in the reader’s language, never the day before', () => {
    expect(pmDateText('2026-03-01')).toBe('Mar 1, 2026');
  });

  it("says 'N/A' without a date", () => {
    expect(pmDateText(null)).toBe(t('pm.notApplicable'));
    expect(pmDateText('')).toBe(t('pm.notApplicable'));
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

describe('labels of the stored values', () => {
  it('reads each stored value as its label, English word for word, and an unknown one as stored', () => {
    expect(priorityLabel('Urgent')).toBe('Urgent');
    expect(recurrenceLabel('2 Weeks')).toBe('2 Weeks');
    expect(recurrenceLabel('12 Months')).toBe('12 Months');
    expect(statusLabel('In Progress')).toBe('In Progress');
    expect(statusLabel('Archived')).toBe('Archived');
    expect(statusLabel('constructor')).toBe('constructor');
  });
});

describe('assetsShownText (the PM form’s asset search)', () => {
  it('says how many of how many it shows while the list holds only some', () => {
    expect(assetsShownText(200, 1234)).toBe('Showing 200 of 1234 assets: type to narrow the list.');
  });

  it('counts the matches in the plural they take', () => {
    expect(assetsShownText(0, 0)).toBe('0 matching assets.');
    expect(assetsShownText(1, 1)).toBe('1 matching asset.');
    expect(assetsShownText(2, 2)).toBe('2 matching assets.');
    expect(assetsShownText(1500, 1500)).toBe('1500 matching assets.');
  });
});
