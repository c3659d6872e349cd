import { describe, expect, it } from 'vitest';
import {
  ALL_SITES_SAVED,
  ownerKeyOf,
  readSavedChoice,
  resolveSiteSelection,
  SELECTED_SITE_KEY,
  userKeyOf,
} from './site-selection';

const harbor = { id: 'h', name: 'Harbor View Towers' };
const riverside = { id: 'r', name: 'Riverside Medical Center' };
const depot = { id: 'd', name: 'North Depot' };

describe('resolveSiteSelection: admin and superadmin', () => {
  const all = [harbor, riverside, depot];

  it('offers all sites with none selected (All Sites)', () => {
    const selection = resolveSiteSelection({ user: { role: 'admin' }, allSites: all });
    expect(selection).toEqual({
      sites: all,
      selectedSiteId: null,
      showSelector: true,
      allLabel: 'All Sites',
    });
  });

  it('restores the chosen site only while it still exists', () => {
    const user = { role: 'SuperAdmin' };
    expect(resolveSiteSelection({ user, allSites: all, chosen: 'r' }).selectedSiteId).toBe('r');
    expect(resolveSiteSelection({ user, allSites: all, chosen: 'gone' }).selectedSiteId).toBeNull();
    expect(resolveSiteSelection({ user, chosen: 'r' }).selectedSiteId).toBe('r');
    expect(resolveSiteSelection({ user, allSites: all, chosen: null }).selectedSiteId).toBeNull();
  });

  it('ignores the admin’s own assigned sites', () => {
    const user = { role: 'admin', assignedSites: [depot] };
    expect(resolveSiteSelection({ user, allSites: [harbor] }).sites).toEqual([harbor]);
  });
});

describe('resolveSiteSelection: manager', () => {
  const user = {
    role: 'Manager',
    assignedSites: [harbor, riverside],
    userSites: [{ site: riverside }],
  };

  it('uses only their own sites, de-duplicated, the first selected', () => {
    const selection = resolveSiteSelection({ user, allSites: [harbor, riverside, depot] });
    expect(selection.sites).toEqual([riverside, harbor]);
    expect(selection.selectedSiteId).toBe('r');
    expect(selection.showSelector).toBe(true);
    expect(selection.allLabel).toBe('All Assigned Sites');
  });

  it('keeps a choice of theirs or All Assigned Sites, never a foreign site', () => {
    expect(resolveSiteSelection({ user, chosen: 'h' }).selectedSiteId).toBe('h');
    expect(resolveSiteSelection({ user, chosen: null }).selectedSiteId).toBeNull();
    expect(resolveSiteSelection({ user, chosen: 'd' }).selectedSiteId).toBe('r');
    expect(resolveSiteSelection({ user, chosen: undefined }).selectedSiteId).toBe('r');
  });

  it('shows no selector without sites', () => {
    const selection = resolveSiteSelection({ user: { role: 'manager' } });
    expect(selection).toMatchObject({ sites: [], selectedSiteId: null, showSelector: false });
  });
});

describe('resolveSiteSelection: other roles', () => {
  it('uses assignedSiteId when set, otherwise the first, with no selector', () => {
    const assignedSites = [harbor, riverside];
    const pinned = resolveSiteSelection({
      user: { role: 'technician', assignedSites, assignedSiteId: 'r' },
      chosen: 'h',
    });
    expect(pinned).toEqual({
      sites: assignedSites,
      selectedSiteId: 'r',
      showSelector: false,
      allLabel: null,
    });
    const first = resolveSiteSelection({ user: { role: 'client', assignedSites } });
    expect(first.selectedSiteId).toBe('h');
    expect(resolveSiteSelection({ user: { role: 'inspector' } }).selectedSiteId).toBeNull();
  });
});

describe('readSavedChoice: kept across reloads, per user', () => {
  const storage = (entries: Record<string, string>) => (key: string) => entries[key] ?? null;

  it("reads the user's own key: a site, or all sites", () => {
    const read = storage({ [userKeyOf('m1')]: 'h', [userKeyOf('m2')]: ALL_SITES_SAVED });
    expect(readSavedChoice(read, 'm1', false)).toBe('h');
    expect(readSavedChoice(read, 'm2', false)).toBeNull();
    expect(readSavedChoice(read, 'm3', false)).toBeUndefined();
  });

  it("reads the spec's key for its owning admin only, never for a manager", () => {
    const read = storage({ [SELECTED_SITE_KEY]: 'r', [ownerKeyOf()]: 'a1' });
    expect(readSavedChoice(read, 'a1', true)).toBe('r');
    // Another admin signing in on the same device does not get the first one's choice.
    expect(readSavedChoice(read, 'a2', true)).toBeUndefined();
    expect(readSavedChoice(read, 'a1', false)).toBeUndefined();
  });

  it("reads a spec key nobody owns (an earlier version's) and prefers the user's own", () => {
    expect(readSavedChoice(storage({ [SELECTED_SITE_KEY]: 'r' }), 'a1', true)).toBe('r');
    const both = storage({ [SELECTED_SITE_KEY]: 'r', [userKeyOf('a1')]: ALL_SITES_SAVED });
    expect(readSavedChoice(both, 'a1', true)).toBeNull();
  });
});
