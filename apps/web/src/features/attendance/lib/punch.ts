import {
  type AttendanceRecord,
  distanceMeters,
  inaccurateFixOf,
  PUNCH_RADIUS_METERS,
  type ReportedLocation,
  tooFarOf,
} from '@cmms/shared/attendance';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { ApiError } from '../../../lib/api-error';
import { formats, render, t } from '../../../lib/i18n/i18n';
import type { QueuedChange } from '../../../lib/offline';
import { PositionError } from './position';
import type { PunchSite } from './use-punch-sites';

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
  const coarse = inaccurateFixOf(location, formats());
  if (coarse) return render(coarse);
  if (!offline || !site.coordinates) return null;
  const distance = Math.round(distanceMeters(location, site.coordinates) * 10) / 10;
  return distance > PUNCH_RADIUS_METERS ? render(tooFarOf(distance, site.name, formats())) : null;
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

/**
 * Whether a message is a server refusal worded by `key`, whatever its values: the text around
 * them, in the language the app speaks, which the server answers in too (the app sends it).
 */
function isRefusal(message: string, key: MessageKey, names: readonly string[]) {
  const blank = '\0';
  const values = Object.fromEntries(names.map((name) => [name, blank]));
  const parts = render({ key, values }).split(blank);
  return message.startsWith(parts[0] ?? '') && message.endsWith(parts.at(-1) ?? '');
}

/** Whether a message is the server's too-far refusal (requirements/attendance.md#errors). */
export const isTooFar = (message: string) =>
  isRefusal(message, 'attendance.tooFar', ['distance', 'site', 'radius']);

/** Whether a message is the server's refusal of a position too coarse to judge (issue 29). */
const isInaccurateFix = (message: string) =>
  isRefusal(message, 'attendance.inaccurateFix', ['accuracy', 'maximum']);

/** Messages the server words for the user already: shown as they come (requirements/attendance.md#errors location, ours). */
const SHOWN_AS_IS = [
  'attendance.locationMissing',
  'attendance.invalidCoordinates',
  'attendance.selectSite',
  'attendance.notPunchedIn',
] as const satisfies readonly MessageKey[];

/**
 * What a failed punch says (requirements/attendance.md#errors): the position's own problem; no answer at all is a
 * network error; the two known refusals in their longer form; the distance, accuracy and
 * location refusals as the server words them; anything else 'Punch-in failed: {error}'.
 */
export function punchErrorMessage(error: unknown, kind: 'in' | 'out' = 'in'): string {
  if (error instanceof PositionError) return error.message;
  // Our words for a failed punch-out: the spec shows no punch-out call, so it has none.
  const failed = (reason: string) =>
    kind === 'in'
      ? t('attendance.punchInFailed', { error: reason })
      : t('attendance.punchOutFailed', { error: reason });
  if (!(error instanceof ApiError)) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  if (error.status === 0) return t('attendance.networkError');
  const message = error.message;
  if (message === t('attendance.alreadyPunchedIn')) return t('attendance.alreadyPunchedInShown');
  if (message === t('attendance.notAssigned')) return t('attendance.notAssignedShown');
  const shownAsIs = SHOWN_AS_IS.some((key) => message === t(key));
  if (isTooFar(message) || isInaccurateFix(message) || shownAsIs) return message;
  return failed(message);
}
