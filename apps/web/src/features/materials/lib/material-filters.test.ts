import { describe, expect, it } from 'vitest';
import {
  inventoryQueryOf,
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
    expect(requestQueryOf({ search: '', status: 'Pending', mine: true })).toEqual({
      search: undefined,
      status: 'Pending',
      mine: 'true',
    });
    expect(requestQueryOf({ search: '', status: '', mine: false }).mine).toBeUndefined();
  });
});

describe('filter choices (doc 002 §2.7)', () => {
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
