import { describe, expect, it } from 'vitest';
import {
  emptyTextOf,
  isUndecided,
  parseRequestTab,
  REQUEST_TABS,
  requestQueryOf,
  requestTabs,
} from './request-filters';

describe('parseRequestTab', () => {
  it('reads each status of the address, in any case, and New for anything else', () => {
    expect(parseRequestTab('accepted')).toBe('accepted');
    expect(parseRequestTab(' Rejected ')).toBe('rejected');
    expect(parseRequestTab('all')).toBe('all');
    expect(parseRequestTab('pending')).toBe('new');
    expect(parseRequestTab(null)).toBe('new');
  });
});

describe('requestQueryOf', () => {
  it('sends the status always, and the search and site only when there are any', () => {
    expect(requestQueryOf({ status: 'new', search: '  ', siteId: null })).toEqual({
      status: 'new',
      search: undefined,
      siteId: undefined,
    });
    expect(requestQueryOf({ status: 'all', search: ' leak ', siteId: 's1' })).toEqual({
      status: 'all',
      search: 'leak',
      siteId: 's1',
    });
  });
});

describe('requestTabs', () => {
  it('puts New first with its count, then each outcome, then All', () => {
    expect(requestTabs(3).map((tab) => [tab.id, tab.label])).toEqual([
      ['new', 'New (3)'],
      ['accepted', 'Accepted'],
      ['merged', 'Merged'],
      ['rejected', 'Rejected'],
      ['completed', 'Completed'],
      ['all', 'All'],
    ]);
    expect(REQUEST_TABS[0]).toBe('new');
  });

  it('says no count until the count is known', () => {
    expect(requestTabs(undefined)[0]?.label).toBe('New');
    expect(requestTabs(0)[0]?.label).toBe('New (0)');
  });
});

describe('emptyTextOf', () => {
  it('tells an empty search from an empty tab, and says where new requests come from', () => {
    expect(emptyTextOf('new', true)).toBe('No requests match your search.');
    expect(emptyTextOf('new', false)).toContain("a site's link");
    expect(emptyTextOf('rejected', false)).toBe('No requests here.');
  });
});

describe('isUndecided', () => {
  it('is true for a new request only: the server refuses to decide any other (409)', () => {
    expect(isUndecided('new')).toBe(true);
    for (const status of ['accepted', 'merged', 'rejected', 'completed'] as const) {
      expect(isUndecided(status)).toBe(false);
    }
  });
});
