import { afterEach, describe, expect, it } from 'vitest';
import { englishIssues } from './i18n/source-translators';
import {
  clockTimeIn,
  dateIn,
  instantAt,
  instantOfWallTime,
  lastOccurrenceOf,
  listedTimeZones,
  offsetAt,
  processTimeZone,
  timeZoneNamed,
  timeZoneSchema,
  zoneOrProcess,
} from './zones';

// The shared package is typed without Node's globals; the tests run in Node.
declare const process: { env: Record<string, string | undefined> };

const iso = (instant: Date) => instant.toISOString();

// The answers must not depend on the zone the process runs in: each case runs under several,
// among them zones with their own DST changes on other dates and a half-hour one.
const PROCESS_ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe'];
const startZone = process.env.TZ;
afterEach(() => {
  if (startZone === undefined) delete process.env.TZ;
  else process.env.TZ = startZone;
});
const underEveryProcessZone = (check: () => void) => {
  for (const zone of PROCESS_ZONES) {
    process.env.TZ = zone;
    check();
  }
};

describe('dateIn and clockTimeIn', () => {
  it('give the date and time at the site, not at the server', () => {
    underEveryProcessZone(() => {
      // 13:30 UTC on 25 November: 00:30 the next day in Sydney (UTC+11), 14:30 in Berlin.
      const instant = new Date('2026-11-25T13:30:00Z');
      expect(dateIn(instant, 'Australia/Sydney')).toBe('2026-11-26');
      expect(clockTimeIn(instant, 'Australia/Sydney')).toBe('00:30');
      expect(dateIn(instant, 'Europe/Berlin')).toBe('2026-11-25');
      expect(clockTimeIn(instant, 'Europe/Berlin')).toBe('14:30');
      expect(dateIn(instant, 'UTC')).toBe('2026-11-25');
      // Half-hour and 45-minute zones, and one a day ahead of another.
      expect(clockTimeIn(instant, 'Asia/Kolkata')).toBe('19:00');
      expect(clockTimeIn(instant, 'Asia/Kathmandu')).toBe('19:15');
      expect(dateIn(new Date('2026-11-25T11:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-26');
      expect(dateIn(new Date('2026-11-25T11:00:00Z'), 'Pacific/Pago_Pago')).toBe('2026-11-25');
    });
  });

  it('follow a DST change: New York falls back on 2026-11-01 at 02:00', () => {
    underEveryProcessZone(() => {
      expect(clockTimeIn(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('01:30');
      expect(clockTimeIn(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('01:30');
      expect(clockTimeIn(new Date('2026-11-01T07:00:00Z'), 'America/New_York')).toBe('02:00');
      // 23:50 on 1 November is 04:50 UTC the next day after the change (05:00 before it).
      expect(dateIn(new Date('2026-11-02T04:50:00Z'), 'America/New_York')).toBe('2026-11-01');
      expect(dateIn(new Date('2026-11-02T05:10:00Z'), 'America/New_York')).toBe('2026-11-02');
    });
  });

  it('write four-digit years', () => {
    expect(dateIn(new Date('0026-11-26T12:00:00Z'), 'UTC')).toBe('0026-11-26');
  });
});

describe('offsetAt', () => {
  it('is east positive, in milliseconds, and 0 for UTC', () => {
    expect(offsetAt('Europe/Berlin', Date.parse('2027-01-10T12:00:00Z'))).toBe(3_600_000);
    expect(offsetAt('Europe/Berlin', Date.parse('2027-07-10T12:00:00Z'))).toBe(7_200_000);
    expect(offsetAt('America/New_York', Date.parse('2027-01-10T12:00:00Z'))).toBe(-18_000_000);
    expect(offsetAt('UTC', Date.parse('2027-01-10T12:00:00Z'))).toBe(0);
    expect(offsetAt('Asia/Kathmandu', Date.parse('2027-01-10T12:00:00Z'))).toBe(20_700_000);
  });
});

describe('instantAt', () => {
  it('reads an ordinary wall time in the zone', () => {
    underEveryProcessZone(() => {
      expect(iso(instantAt('2026-11-26', '08:00', 'Australia/Sydney'))).toBe(
        '2026-11-25T21:00:00.000Z',
      );
      expect(iso(instantAt('2026-11-26', '08:00:30', 'Europe/Berlin'))).toBe(
        '2026-11-26T07:00:30.000Z',
      );
      expect(iso(instantOfWallTime('2026-06-15T08:55', 'America/New_York'))).toBe(
        '2026-06-15T12:55:00.000Z',
      );
    });
  });

  it('moves a skipped time on by the gap: Berlin jumps from 02:00 to 03:00 on 2027-03-28', () => {
    underEveryProcessZone(() => {
      expect(iso(instantAt('2027-03-28', '01:59', 'Europe/Berlin'))).toBe(
        '2027-03-28T00:59:00.000Z',
      );
      // 02:30 does not exist: it is 03:30 CEST, half an hour after the jump.
      expect(iso(instantAt('2027-03-28', '02:30', 'Europe/Berlin'))).toBe(
        '2027-03-28T01:30:00.000Z',
      );
      expect(iso(instantAt('2027-03-28', '03:00', 'Europe/Berlin'))).toBe(
        '2027-03-28T01:00:00.000Z',
      );
      // Lord Howe moves by half an hour: 02:15 is 02:45.
      expect(iso(instantAt('2026-10-04', '02:15', 'Australia/Lord_Howe'))).toBe(
        '2026-10-03T15:45:00.000Z',
      );
    });
  });

  it('takes the first of a repeated time: New York shows 01:00-02:00 twice on 2026-11-01', () => {
    underEveryProcessZone(() => {
      expect(iso(instantAt('2026-11-01', '01:30', 'America/New_York'))).toBe(
        '2026-11-01T05:30:00.000Z',
      );
      expect(iso(instantAt('2026-11-01', '02:00', 'America/New_York'))).toBe(
        '2026-11-01T07:00:00.000Z',
      );
      expect(iso(instantAt('2026-10-25', '02:30', 'Europe/Berlin'))).toBe(
        '2026-10-25T00:30:00.000Z',
      );
      expect(iso(instantAt('2026-04-05', '02:00', 'Australia/Sydney'))).toBe(
        '2026-04-04T15:00:00.000Z',
      );
    });
  });

  it('refuses what is not a date and time', () => {
    expect(() => instantAt('2026-13-45', '08:00', 'UTC')).toThrow(RangeError);
  });
});

describe('lastOccurrenceOf', () => {
  it('is today’s time when it has passed, else yesterday’s, counted in real time across DST', () => {
    underEveryProcessZone(() => {
      const checkIn = new Date('2026-11-02T13:20:00Z'); // 08:20 in New York, the day after
      expect(iso(lastOccurrenceOf('08:00', checkIn, 'America/New_York'))).toBe(
        '2026-11-02T13:00:00.000Z',
      );
      // A night shift from 22:00 on 31 October: the night has 25 hours.
      const nightCheckIn = new Date('2026-11-01T07:30:00Z'); // 02:30 EST
      const start = lastOccurrenceOf('22:00', nightCheckIn, 'America/New_York');
      expect(iso(start)).toBe('2026-11-01T02:00:00.000Z');
      expect((nightCheckIn.getTime() - start.getTime()) / 60_000).toBe(330);
    });
  });
});

describe('naming a zone', () => {
  it('spells a known zone as the tz database does and refuses anything else', () => {
    expect(timeZoneNamed('Europe/Berlin')).toBe('Europe/Berlin');
    expect(timeZoneNamed('europe/berlin')).toBe('Europe/Berlin');
    expect(timeZoneNamed('UTC')).toBe('UTC');
    expect(timeZoneNamed('Etc/GMT+5')).toBe('Etc/GMT+5');
    expect(timeZoneNamed('US/Eastern')).toBe('US/Eastern');
    for (const bad of [
      '+05:30',
      'Mars/Olympus',
      'Europe/',
      '',
      'Europe/Berlin; drop',
      'A'.repeat(65),
    ]) {
      expect(timeZoneNamed(bad), bad).toBeNull();
    }
  });

  it('is a schema with clear messages, trimmed', () => {
    expect(timeZoneSchema.parse(' Australia/Sydney ')).toBe('Australia/Sydney');
    expect(timeZoneSchema.parse(' ')).toBeNull();
    expect(englishIssues(timeZoneSchema.safeParse('Berlin'))).toEqual([
      'Time zone must be an IANA time zone, such as Europe/Berlin',
    ]);
    expect(englishIssues(timeZoneSchema.safeParse(`Europe/${'x'.repeat(60)}`))).toEqual([
      'Time zone must be at most 64 characters',
    ]);
  });

  it('makes a stored zone whole with the process’s', () => {
    expect(zoneOrProcess(null)).toBe(processTimeZone());
    expect(zoneOrProcess('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});

describe('listedTimeZones', () => {
  it('offers the tz database’s current names, not CLDR’s old ones (Asia/Kolkata)', () => {
    const zones = listedTimeZones();
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).toContain('UTC');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
