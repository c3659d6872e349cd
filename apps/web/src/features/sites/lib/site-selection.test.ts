import { describe, expect, it } from 'vitest';
import { resolveSiteSelection } from './site-selection';

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

  it('restores the saved site only while it still exists', () => {
    const user = { role: 'SuperAdmin' };
    expect(resolveSiteSelection({ user, allSites: all, saved: 'r' }).selectedSiteId).toBe('r');
    expect(resolveSiteSelection({ user, allSites: all, saved: 'gone' }).selectedSiteId).toBeNull();
    expect(resolveSiteSelection({ user, saved: 'r' }).selectedSiteId).toBe('r');
  });

  it('prefers a pick in this session, including All Sites', () => {
    const user = { role: 'admin' };
    expect(
      resolveSiteSelection({ user, allSites: all, saved: 'r', chosen: 'd' }).selectedSiteId,
    ).toBe('d');
    expect(
      resolveSiteSelection({ user, allSites: all, saved: 'r', chosen: null }).selectedSiteId,
    ).toBeNull();
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

  it('keeps a pick of theirs or All Assigned Sites, never a foreign or saved site', () => {
    expect(resolveSiteSelection({ user, chosen: 'h' }).selectedSiteId).toBe('h');
    expect(resolveSiteSelection({ user, chosen: null }).selectedSiteId).toBeNull();
    expect(resolveSiteSelection({ user, chosen: 'd' }).selectedSiteId).toBe('r');
    expect(resolveSiteSelection({ user, saved: 'h' }).selectedSiteId).toBe('r');
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
