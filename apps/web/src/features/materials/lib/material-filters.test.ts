import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import { describe, expect, it } from 'vitest';
import { installTranslator, t } from '../../../lib/i18n/i18n';
import {
  inventoryQueryOf,
  levelFilterOptions,
  listSiteOf,
  parseLevel,
  parseStatus,
  pickerCountText,
  requestQueryOf,
  requestsEmptyText,
  statusFilterOptions,
} from './material-filters';

describe('list queries', () => {
  it('leave empty filters out of GET /materials', () => {
    expect(inventoryQueryOf({ search: ' ', category: '', level: '', siteId: null })).toEqual({
      search: undefined,
      category: undefined,
      level: undefined,
      siteId: undefined,
    });
    expect(
      inventoryQueryOf({ search: ' tape ', category: 'Tools', level: 'Low Stock', siteId: 's1' }),
    ).toEqual({ search: 'tape', category: 'Tools', level: 'Low Stock', siteId: 's1' });
  });

  it('ask GET /materials/requests for mine=true only in the history', () => {
    expect(requestQueryOf({ search: '', status: 'Pending', mine: true, siteId: null })).toEqual({
      search: undefined,
      status: 'Pending',
      mine: 'true',
      siteId: undefined,
    });
    expect(
      requestQueryOf({ search: '', status: '', mine: false, siteId: null }).mine,
    ).toBeUndefined();
    expect(requestQueryOf({ search: '', status: '', mine: false, siteId: 's1' }).siteId).toBe('s1');
  });
});

describe('listSiteOf: the lists follow the header’s site', () => {
  const site = '74dd209a-d15d-4fec-ac10-28b19be85a8e';
  const linked = 'cca2d9de-592e-4863-bfa1-29299db3f6a9';
  it('takes the choice of those with a selector, or a link’s site until the header has it', () => {
    expect(listSiteOf({ showSelector: true, selectedSiteId: site }, null)).toBe(site);
    expect(listSiteOf({ showSelector: true, selectedSiteId: site }, linked)).toBe(linked);
    expect(listSiteOf({ showSelector: true, selectedSiteId: null }, 'x')).toBeNull();
  });

  it('leaves everyone else to the server’s scope', () => {
    expect(listSiteOf({ showSelector: false, selectedSiteId: site }, linked)).toBeNull();
  });
});

describe('filter choices (requirements/materials.md#screens)', () => {
  it('offer All Statuses and the four statuses', () => {
    expect(statusFilterOptions().map((option) => option.label)).toEqual([
      'All Statuses',
      'Pending',
      'Approved',
      'Rejected',
      'Issued',
    ]);
    // The labels are words; the values stay the statuses the API takes.
    expect(statusFilterOptions().map((option) => option.value)).toEqual([
      '',
      'Pending',
      'Approved',
      'Rejected',
      'Issued',
    ]);
  });

  it('offer All Stock Levels and the three levels', () => {
    expect(levelFilterOptions().map((option) => option.label)).toEqual([
      'All Stock Levels',
      'Out of Stock',
      'Low Stock',
      'In Stock',
    ]);
  });

  it('read anything unknown as no filter', () => {
    expect(parseStatus('Issued')).toBe('Issued');
    expect(parseStatus('issued')).toBe('');
    expect(parseLevel('Low Stock')).toBe('Low Stock');
    expect(parseLevel('low')).toBe('');
  });
});

describe('requestsEmptyText', () => {
  it('invites a first request on the request screen', () => {
    expect(requestsEmptyText(false, true)).toEqual({
      text: t('materials.noRequests'),
      hint: t('materials.noRequestsHint'),
    });
  });

  it('says none match when filtered, and always on the management screen', () => {
    const filtered = { text: t('materials.noRequestsFiltered'), hint: null };
    expect(requestsEmptyText(true, true)).toEqual(filtered);
    expect(requestsEmptyText(false, false)).toEqual(filtered);
  });
});

describe('pickerCountText', () => {
  it('says how many are listed of how many match', () => {
    expect(pickerCountText(200, 340)).toBe(
      'Showing 200 of 340 materials: type to narrow the list.',
    );
  });

  it('counts the matches in the singular for one, and without grouping', () => {
    expect(pickerCountText(1, 1)).toBe('1 matching material.');
    expect(pickerCountText(0, 0)).toBe('0 matching materials.');
    expect(pickerCountText(12, 12)).toBe('12 matching materials.');
    expect(pickerCountText(1200, 1200)).toBe('1200 matching materials.');
  });

  it('takes the plural forms of Arabic', () => {
    installTranslator(translatorFor('ar'));
    try {
      expect(pickerCountText(1, 1)).toBe('مادة واحدة مطابقة.');
      expect(pickerCountText(2, 2)).toBe('مادتان مطابقتان.');
      expect(pickerCountText(5, 5)).toBe('5 مواد مطابقة.');
      expect(pickerCountText(40, 40)).toBe('40 مادة مطابقة.');
    } finally {
      installTranslator(englishTranslator);
    }
  });
});
