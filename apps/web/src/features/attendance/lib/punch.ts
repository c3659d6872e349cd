import {
  type AttendanceRecord,
  attendanceTexts,
  distanceMeters,
  formatDistance,
  inaccurateFixOf,
  PUNCH_RADIUS_METERS,
  type ReportedLocation,
} from '@cmms/shared/attendance';
import { ApiError } from '../../../lib/api-error';
import type { QueuedChange } from '../../../lib/offline';
import { PositionError } from './position';
import type { PunchSite } from './use-punch-sites';

/** The punch card's own words (the spec shows none for these). */
export const punchTexts = {
  noSitePosition: 'This site has no map position, so your location is not checked.',
  offlineChecked: 'Offline: your position will be checked when this is sent.',
  checkedOnPunch: 'Your position is checked when you punch.',
  testLocation: 'Tap Test Location to see how far you are from the site.',
  noSites:
    'You are not assigned to any site yet, so you cannot punch in. Ask your administrator to assign you to a site.',
} as const;

/**
 * What the card refuses before sending a punch, as the server would (docs/attendance.md): a fix
 * too coarse at a site the server measures (issue 29), and, offline, a position farther than 50 m
 * from the site's kept position, measured and rounded as the server does. A punch kept on the
 * device would otherwise be refused later, when the person has left. Offline, a site whose
 * position this device does not know may still be measured: the coarse fix is refused there too.
 * Online the server's own check, against the site as it is now, says the rest.
 */
export function refusedOnDevice(
  site: Pick<PunchSite, 'name' | 'coordinates'>,
  location: ReportedLocation,
  offline: boolean,
): string | null {
  const measured = offline ? site.coordinates !== null : Boolean(site.coordinates);
  if (!measured) return null;
  const coarse = inaccurateFixOf(location);
  if (coarse) return coarse;
  if (!offline || !site.coordinates) return null;
  const distance = Math.round(distanceMeters(location, site.coordinates) * 10) / 10;
  return distance > PUNCH_RADIUS_METERS
    ? attendanceTexts.tooFar(formatDistance(distance), site.name)
    : null;
}

export type PunchState = {
  /** Today's record at the site still waiting for its check-out, if any. */
  open: AttendanceRecord | null;
  canPunchIn: boolean;
  canPunchOut: boolean;
  /** Today's latest record at the site, open or closed: what the card says about today. */
  last: AttendanceRecord | null;
};

/**
 * requirements/attendance.md#states: with an open record today at the selected site (checked in, not out) only Punch
 * Out is allowed; otherwise only Punch In. Until today's records arrive neither is, so a tap
 * cannot punch in twice. With no site chosen Punch In stays on, to say 'Please select a site'.
 */
export function punchStateAt(today: AttendanceRecord[] | undefined, siteId: string): PunchState {
  if (today === undefined) {
    return { open: null, canPunchIn: false, canPunchOut: false, last: null };
  }
  const atSite = today.filter((record) => record.siteId === siteId);
  const open = atSite.find((record) => record.checkOutTime === null) ?? null;
  const last = atSite.reduce<AttendanceRecord | null>(
    (latest, record) => (latest && latest.checkInTime > record.checkInTime ? latest : record),
    null,
  );
  return { open, canPunchIn: open === null, canPunchOut: open !== null, last };
}

/** A punch kept on this device (issue 21): what it did and when it was made. */
export type QueuedPunch = { kind: 'check-in' | 'check-out'; madeAt: string };

/** The latest punch at the site waiting on this device, if any. */
export function queuedPunchAt(
  changes: readonly QueuedChange[],
  siteId: string,
): QueuedPunch | null {
  const last = changes.findLast(
    (change) =>
      change.state === 'pending' &&
      change.subject === siteId &&
      (change.kind === 'check-in' || change.kind === 'check-out'),
  );
  return last ? { kind: last.kind as QueuedPunch['kind'], madeAt: last.madeAt } : null;
}

/** The punch state as if the waiting punch were applied: after a punch in, only Punch Out. */
export function withQueuedPunch(state: PunchState, queued: QueuedPunch | null): PunchState {
  if (!queued) return state;
  const punchedIn = queued.kind === 'check-in';
  return { ...state, canPunchIn: !punchedIn, canPunchOut: punchedIn };
}

// The server's too-far text around its two blanks (distance, site), from the shared template.
const [TOO_FAR_HEAD = '', , TOO_FAR_TAIL = ''] = attendanceTexts.tooFar('\0', '\0').split('\0');
/** Whether a message is the server's too-far refusal (requirements/attendance.md#errors). */
export const isTooFar = (message: string) =>
  message.startsWith(TOO_FAR_HEAD) && message.endsWith(TOO_FAR_TAIL);

// The server's refusal of a coarse position around its blank (the accuracy), likewise.
const [COARSE_HEAD = '', COARSE_TAIL = ''] = attendanceTexts.inaccurateFix('\0').split('\0');
/** Whether a message is the server's refusal of a position too coarse to judge (issue 29). */
const isInaccurateFix = (message: string) =>
  message.startsWith(COARSE_HEAD) && message.endsWith(COARSE_TAIL);

/** Messages the server words for the user already: shown as they come (requirements/attendance.md#errors location, ours). */
const SHOWN_AS_IS: readonly string[] = [
  attendanceTexts.locationMissing,
  attendanceTexts.invalidCoordinates,
  attendanceTexts.selectSite,
  attendanceTexts.notPunchedIn,
];

/** Our words for a failed punch-out: the spec shows no punch-out call, so it has none. */
const punchOutFailed = (error: string) => `Punch-out failed: ${error}`;

/**
 * What a failed punch says (requirements/attendance.md#errors): the position's own problem; no answer at all is a
 * network error; the two known refusals in their longer form; the distance, accuracy and
 * location refusals as the server words them; anything else 'Punch-in failed: {error}'.
 */
export function punchErrorMessage(error: unknown, kind: 'in' | 'out' = 'in'): string {
  if (error instanceof PositionError) return error.message;
  const failed = kind === 'in' ? attendanceTexts.punchInFailed : punchOutFailed;
  if (!(error instanceof ApiError)) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  if (error.status === 0) return attendanceTexts.networkError;
  const message = error.message;
  if (message === attendanceTexts.alreadyPunchedIn) return attendanceTexts.alreadyPunchedInShown;
  if (message === attendanceTexts.notAssigned) return attendanceTexts.notAssignedShown;
  if (isTooFar(message) || isInaccurateFix(message) || SHOWN_AS_IS.includes(message)) {
    return message;
  }
  return failed(message);
}
