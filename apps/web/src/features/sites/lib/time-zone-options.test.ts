import { describe, expect, it } from 'vitest';
import { readableZone, timeZoneOptions } from './time-zone-options';

const zones = { serverTimeZone: 'Europe/Berlin', timeZones: ['America/New_York', 'Asia/Tokyo'] };

describe('timeZoneOptions', () => {
  it('offers the server’s zone first, by name, then every listed zone as people read it', () => {
    expect(timeZoneOptions(zones, null)).toEqual([
      { value: '', label: "Server's zone (Europe/Berlin)" },
      { value: 'America/New_York', label: 'America/New York' },
      { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
    ]);
  });

  it('keeps the site’s own zone before the list loads and when the list leaves it out', () => {
    expect(timeZoneOptions(undefined, 'Asia/Tokyo')).toEqual([
      { value: '', label: "Server's zone" },
      { value: 'Asia/Tokyo', label: 'Asia/Tokyo' },
    ]);
    expect(timeZoneOptions(zones, 'US/Eastern').map((option) => option.value)).toEqual([
      '',
      'US/Eastern',
      'America/New_York',
      'Asia/Tokyo',
    ]);
  });

  it('reads underscores as spaces', () => {
    expect(readableZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
  });
});
