import { z } from 'zod';
import { addDays } from './dates';

// ---------------------------------------------------------------------------------------------
// Time zones (issue 29). Each site keeps its calendar and its clock in an IANA zone; a site
// without one follows the server's (the process's TZ). Everything here reads the runtime's own
// tz database through Intl and never the process's local time, so it answers the same whatever
// zone the process runs in. (@date-fns/tz was tried: its reading of a wall time inside a DST
// gap or overlap depended on the process's zone, e.g. Berlin's repeated 02:30 came out an hour
// apart under TZ=UTC and TZ=Europe/Berlin.)

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The runtime lists CLDR's identifiers, which keep names the tz database has since replaced
 * (CLDR never renames an ID): a site manager in Bengaluru looks for Asia/Kolkata, not
 * Asia/Calcutta. These are the tz database's current names for them; Intl and PostgreSQL take
 * both.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone's tz database name, for the CLDR identifier the runtime may give it. */
function currentNameOf(zone: string) {
  return CURRENT_NAMES[zone] ?? zone;
}

// A TZ the runtime does not know (a typo, ":/etc/localtime") leaves Intl without a zone
// (undefined, or Etc/Unknown for an empty TZ); the process's own clock then runs on UTC, and so
// does this, rather than hand PostgreSQL a name it refuses.
const resolvedZone: string | undefined = new Intl.DateTimeFormat().resolvedOptions().timeZone;
const processZone =
  resolvedZone && resolvedZone !== 'Etc/Unknown' ? currentNameOf(resolvedZone) : 'UTC';

/**
 * The zone of this process: on the server, its `TZ`, the zone of every site that names none.
 * (In a browser, the device's.)
 */
export const processTimeZone = () => processZone;

/** A site's zone as stored (null: none) made whole: its own, else the server's. */
export const zoneOrProcess = (zone: string | null | undefined) => zone || processZone;

const offsetFormats = new Map<string, (instant: number) => string>();

/** The zone's offset from UTC at an instant, in milliseconds, east positive (Berlin in winter: +3,600,000). */
export function offsetAt(zone: string, instantMs: number) {
  let format = offsetFormats.get(zone);
  if (!format) {
    // "11/26/2026, GMT+11:00"; "GMT" alone at offset 0; seconds for old local mean times.
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .format;
    offsetFormats.set(zone, format);
  }
  const match = /GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(format(instantMs));
  if (!match) return 0;
  const [, sign, hours, minutes, seconds] = match;
  const ms = ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds ?? 0)) * 1000;
  return sign === '-' ? -ms : ms;
}

/** The wall clock of an instant in a zone, as a Date whose UTC fields read that wall time. */
const wallOf = (instant: Date, zone: string) =>
  new Date(instant.getTime() + offsetAt(zone, instant.getTime()));

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar date of an instant in a zone, YYYY-MM-DD: what "today" is at a site. */
export function dateIn(instant: Date, zone: string) {
  const wall = wallOf(instant, zone);
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** The wall-clock time of an instant in a zone, "HH:MM", as reports and logs print it. */
export function clockTimeIn(instant: Date, zone: string) {
  const wall = wallOf(instant, zone);
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The instant a zone's clock reads `date` (YYYY-MM-DD) at `time` ("HH:MM" or "HH:MM:SS").
 * Across a DST change it does what a person means (Temporal's "compatible"): a time the clock
 * skips (02:30 when 02:00 jumps to 03:00) is read with the offset before the change, so it lands
 * as long after the change as it was meant after 02:00 (03:30); a time the clock shows twice
 * (01:30 when 02:00 falls back to 01:00) is the first of the two.
 */
export function instantAt(date: string, time: string, zone: string) {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (Number.isNaN(wall)) throw new RangeError(`not a date and time: ${date} ${time}`);
  // The offsets a day either side: any change near this wall time lies between them.
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  const fits = [wall - before, wall - after].filter(
    (instant) => wall - instant === offsetAt(zone, instant),
  );
  return new Date(fits.length > 0 ? Math.min(...fits) : wall - before);
}

/** A wall time written YYYY-MM-DDTHH:MM(:SS) read in a zone, as instantAt. */
export const instantOfWallTime = (value: string, zone: string) =>
  instantAt(value.slice(0, 10), value.slice(11, 19), zone);

/**
 * The latest instant at or before `at` when a zone's clock read `time`: the start of a shift
 * that began today, or yesterday for one that began before midnight.
 */
export function lastOccurrenceOf(time: string, at: Date, zone: string) {
  const today = dateIn(at, zone);
  const startToday = instantAt(today, time, zone);
  return startToday <= at ? startToday : instantAt(addDays(today, -1), time, zone);
}

/** Whole minutes from one instant to a later one. */
export const minutesFrom = (from: Date, to: Date) =>
  Math.floor((to.getTime() - from.getTime()) / MINUTE_MS);

// ---------------------------------------------------------------------------------------------
// Naming a zone

const TIME_ZONE_MAX_LENGTH = 64;

// Area/Location names ("America/Argentina/Buenos_Aires", "Etc/GMT+5", "UTC"). Not an offset
// such as "+05:30": Intl takes it, and PostgreSQL reads it as a POSIX zone, west positive.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** The zones the runtime lists, by their tz database names, and UTC, which the list leaves out. */
export function listedTimeZones(): string[] {
  const listed = Intl.supportedValuesOf('timeZone').map(currentNameOf);
  return listed.includes('UTC') ? listed : [...listed, 'UTC'];
}

let spellings: Map<string, string> | undefined;

/**
 * A zone name as the tz database spells it ("europe/berlin" is Europe/Berlin), or null when the
 * runtime does not know it. Aliases the list leaves out (US/Eastern) are kept as written.
 */
export function timeZoneNamed(value: string): string | null {
  if (value.length > TIME_ZONE_MAX_LENGTH || !ZONE_NAME.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return null;
  }
  spellings ??= new Map(listedTimeZones().map((zone) => [zone.toLowerCase(), zone]));
  return spellings.get(value.toLowerCase()) ?? value;
}

/**
 * A zone a form or a request names, trimmed and spelled as the tz database does; '' (the form's
 * "Server's zone") is null, none.
 */
export const timeZoneSchema = z
  .string({ error: 'zones.invalid' })
  .trim()
  // zones.tooLong reads the issue's {maximum}.
  .max(TIME_ZONE_MAX_LENGTH, 'zones.tooLong')
  .transform((value, ctx) => {
    if (value === '') return null;
    const zone = timeZoneNamed(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: 'zones.invalid' });
      return z.NEVER;
    }
    return zone;
  });
