import { describe, expect, it } from 'vitest';
import { displaySiteName, MAPS_SEARCH_URL, mapsLink, siteCode } from './site-display';

const place = { latitude: null, longitude: null, mapLocation: null, address: null };

describe('siteCode', () => {
  it('numbers sites from ST-0001 by position', () => {
    expect(siteCode(1)).toBe('ST-0001');
    expect(siteCode(26)).toBe('ST-0026');
    expect(siteCode(12345)).toBe('ST-12345');
  });
});

describe('displaySiteName', () => {
  it('strips a trailing ST-#### code', () => {
    expect(displaySiteName('Harbor View Towers ST-0003')).toBe('Harbor View Towers');
    expect(displaySiteName('Harbor View Towers - ST-0003')).toBe('Harbor View Towers');
    expect(displaySiteName('Harbor View Towers (st-0003)')).toBe('Harbor View Towers');
  });

  it('keeps codes elsewhere and never empties a name', () => {
    expect(displaySiteName('ST-0003 Annex')).toBe('ST-0003 Annex');
    expect(displaySiteName('ST-0003')).toBe('ST-0003');
    expect(displaySiteName('Depot ST-03')).toBe('Depot ST-03');
  });
});

describe('mapsLink', () => {
  it('searches the coordinates first', () => {
    const link = mapsLink({ ...place, latitude: 12.9716, longitude: 77.5946, address: 'MG Road' });
    expect(link).toBe(`${MAPS_SEARCH_URL}12.9716%2C77.5946`);
  });

  it('falls back to the map location text, then the address', () => {
    expect(mapsLink({ ...place, mapLocation: 'Pier 4', address: 'x' })).toBe(
      `${MAPS_SEARCH_URL}Pier%204`,
    );
    expect(mapsLink({ ...place, address: '1 Main St, Springfield' })).toBe(
      `${MAPS_SEARCH_URL}1%20Main%20St%2C%20Springfield`,
    );
  });

  it('has nothing to search without a place', () => {
    expect(mapsLink(place)).toBeNull();
    expect(mapsLink({ ...place, address: '  ' })).toBeNull();
  });
});
