import { describe, expect, it } from 'vitest';
import {
  inventoryQueryOf,
  listSiteOf,
  parseLevel,
  parseStatus,
  requestQueryOf,
  requestsEmptyText,
  STATUS_FILTER_OPTIONS,
} from './material-filters';
import { materialMessages } from './material-messages';

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
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      'All Statuses',
      'Pending',
      'Approved',
      'Rejected',
      'Issued',
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
      text: materialMessages.noRequests,
      hint: materialMessages.noRequestsHint,
    });
  });

  it('says none match when filtered, and always on the management screen', () => {
    const filtered = { text: materialMessages.noRequestsFiltered, hint: null };
    expect(requestsEmptyText(true, true)).toEqual(filtered);
    expect(requestsEmptyText(false, false)).toEqual(filtered);
  });
});
