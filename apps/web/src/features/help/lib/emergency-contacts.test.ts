import { describe, expect, it } from 'vitest';
import { emergencyContactsOf } from './emergency-contacts';

const harbor = {
  id: 'h',
  name: 'Harbor View Towers',
  emergencyContacts: [{ label: 'Fire brigade', number: '101' }],
};
const riverside = { id: 'r', name: 'Riverside Medical Center', emergencyContacts: [] };

describe('emergencyContactsOf (issue 30: numbers of the user’s own sites)', () => {
  it('shows the site picked in the header only', () => {
    expect(emergencyContactsOf([riverside, harbor], 'r')).toEqual([
      { siteId: 'r', siteName: 'Riverside Medical Center', contacts: [] },
    ]);
  });

  it('shows every site otherwise, those with numbers first', () => {
    expect(emergencyContactsOf([riverside, harbor], null).map((site) => site.siteId)).toEqual([
      'h',
      'r',
    ]);
  });
});
