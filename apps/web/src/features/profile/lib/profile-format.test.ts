import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { initials, joinedDate, profileSites, siteNames } from './profile-format';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Daniel Okafor')).toBe('DO');
    expect(initials('  maria  de la cruz ')).toBe('MC');
    expect(initials('Sam')).toBe('S');
    expect(initials('')).toBe('?');
  });
});

describe('profileSites', () => {
  it('merges both lists without repeats, by name', () => {
    const harbor = { id: 'h', name: 'Harbor View Towers' };
    const riverside = { id: 'r', name: 'Riverside Medical Center' };
    expect(
      profileSites({
        assignedSites: [riverside, harbor],
        userSites: [{ siteId: 'h', site: harbor }],
      }),
    ).toEqual([harbor, riverside]);
    expect(profileSites({ assignedSites: [], userSites: [] })).toEqual([]);
  });
});

describe('joinedDate', () => {
  it('formats a date and admits an unreadable one', () => {
    expect(joinedDate('2026-01-15T12:00:00Z')).toBe('January 15, 2026');
    expect(joinedDate('nope')).toBe(t('profile.unknownDate'));
  });
});

describe('siteNames', () => {
  it('writes the names as one line, as English always did', () => {
    const sites = [{ name: 'Harbor View Towers' }, { name: 'Riverside' }, { name: 'Dock 4' }];
    expect(siteNames(sites)).toBe('Harbor View Towers, Riverside, Dock 4');
    expect(siteNames([])).toBe('');
  });
});
