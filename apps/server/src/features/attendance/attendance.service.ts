import {
  type AttendanceStatus,
  attendanceTexts,
  type CheckInInput,
  distanceMeters,
  formatDistance,
  inaccurateFixOf,
  isLate,
  isWallTime,
  PUNCH_CLOCK_SKEW_MS,
  PUNCH_MAX_AGE_MS,
  PUNCH_RADIUS_METERS,
  type ReportedLocation,
  siteCoordinates,
} from '@cmms/shared/attendance';
import { addDays } from '@cmms/shared/dates';
import { dateIn, instantOfWallTime, processTimeZone, zoneOrProcess } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, forbidden, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { attendancePolicy } from './attendance.policy';
import { clockTimeOf, zoneOfRecord } from './attendance.presenter';
import {
  findPunchSite,
  findRecord,
  findTodaysOpenRecord,
  insertRecord,
  type RecordRow,
  recordsOfUser,
  shiftStartFor,
  updateRecordRow,
} from './attendance.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type PunchInput = {
  siteId: string;
  location?: ReportedLocation | null | undefined;
  takenAt?: string | undefined;
};

async function reload(db: DbOrTx, id: string) {
  const row = await findRecord(db, id, { all: true });
  if (!row) throw new Error(`attendance record ${id} vanished inside its own transaction`);
  return row;
}

/**
 * When the punch was made: the device's time when it sent one (a punch queued offline and sent
 * later, issue 21), else now. The device's time may run ahead of ours by the clock skew, and is
 * then taken as now (a punch cannot have happened later than its arrival); a day old at most.
 */
function punchTimeOf(now: Date, takenAt: string | undefined) {
  if (takenAt === undefined) return now;
  const at = new Date(takenAt);
  if (at.getTime() > now.getTime() + PUNCH_CLOCK_SKEW_MS) {
    throw badRequest(attendanceTexts.takenAtInFuture, { takenAt: attendanceTexts.takenAtInFuture });
  }
  if (at.getTime() < now.getTime() - PUNCH_MAX_AGE_MS) {
    throw badRequest(attendanceTexts.takenAtTooOld, { takenAt: attendanceTexts.takenAtTooOld });
  }
  return at < now ? at : now;
}

/** A punch that arrives this much later than it was made says so in the activity log. */
const SENT_LATER_MS = 60_000;

/**
 * What the activity entry adds for a punch made well before it arrived: when, and when sent, on
 * the site's clock.
 */
function madeEarlier(at: Date, now: Date, zone: string) {
  if (now.getTime() - at.getTime() < SENT_LATER_MS) return { note: '', metadata: {} };
  const day = dateIn(at, zone) === dateIn(now, zone) ? '' : `${dateIn(at, zone)} `;
  return {
    note: ` (made at ${day}${clockTimeOf(at, zone)} on the device, received at ${clockTimeOf(now, zone)})`,
    metadata: { takenAt: at.toISOString(), receivedAt: now.toISOString() },
  };
}

/**
 * Where the punch was made, measured by the server (doc 002 §5): the caller must be assigned to
 * the site; a site with valid coordinates needs a position within 50 m, whatever distance the
 * client claimed, and one accurate to 100 m (a coarser fix cannot tell 50 m from 500); a site
 * without them skips the check (distance null).
 */
async function measurePunch(db: DbOrTx, actor: UserActor, input: PunchInput) {
  const site = foundOr404(await findPunchSite(db, input.siteId), 'Site');
  if (!actor.siteIds.includes(site.id)) throw forbidden(attendanceTexts.notAssigned);
  const target = siteCoordinates(site);
  const location = input.location ?? null;
  if (!target) return { site, location, distance: null };
  if (!location) {
    throw badRequest(attendanceTexts.locationMissing, {
      location: attendanceTexts.locationMissing,
    });
  }
  const inaccurate = inaccurateFixOf(location);
  if (inaccurate) throw badRequest(inaccurate, { location: inaccurate });
  const distance = Math.round(distanceMeters(location, target) * 10) / 10;
  if (distance > PUNCH_RADIUS_METERS) {
    const message = attendanceTexts.tooFar(formatDistance(distance), site.name);
    throw badRequest(message, { location: message });
  }
  return { site, location, distance };
}

/**
 * POST /attendance/check-in: one open record per user, site and day (the unique index decides a
 * race). Late when the check-in falls after the start of the user's shift plus the grace period.
 * The punch's time (punchTimeOf) decides its day and whether it is late, on the calendar and the
 * clock of the site's zone (issue 29).
 */
export async function checkIn(deps: Deps, actor: UserActor, input: CheckInInput) {
  const now = deps.clock.now();
  const at = punchTimeOf(now, input.takenAt);
  try {
    return await deps.db.transaction(async (tx) => {
      const { site, location, distance } = await measurePunch(tx, actor, input);
      const zone = zoneOrProcess(site.timeZone);
      const date = dateIn(at, zone);
      const earlier = madeEarlier(at, now, zone);
      if (await findTodaysOpenRecord(tx, actor.id, site.id, [date])) {
        throw conflict(attendanceTexts.alreadyPunchedIn);
      }
      const shiftStart = await shiftStartFor(tx, actor.id, site.id);
      const status: AttendanceStatus = isLate(at, shiftStart, zone) ? 'Late' : 'Present';
      const { id } = await insertRecord(tx, {
        userId: actor.id,
        siteId: site.id,
        date,
        checkInAt: at,
        status,
        checkInLatitude: location?.latitude ?? null,
        checkInLongitude: location?.longitude ?? null,
        checkInAccuracy: location?.accuracy ?? null,
        checkInDistance: distance,
      });
      await recordActivity(tx, actor, {
        action: 'punch_in',
        description: `${actor.name} punched in at ${site.name}${status === 'Late' ? ' (late)' : ''}${earlier.note}`,
        type: 'punch',
        siteId: site.id,
        metadata: {
          recordId: id,
          distance,
          accuracy: location?.accuracy ?? null,
          status,
          ...earlier.metadata,
        },
      });
      return reload(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(attendanceTexts.alreadyPunchedIn);
    throw error;
  }
}

/**
 * POST /attendance/check-out (ours; the spec's client never sent one): closes the open record
 * at the site, today's or, for a night shift, yesterday's, with where the punch was made.
 */
export async function checkOut(deps: Deps, actor: UserActor, input: PunchInput) {
  const now = deps.clock.now();
  const at = punchTimeOf(now, input.takenAt);
  return deps.db.transaction(async (tx) => {
    const { site, location, distance } = await measurePunch(tx, actor, input);
    const zone = zoneOrProcess(site.timeZone);
    const earlier = madeEarlier(at, now, zone);
    const day = dateIn(at, zone);
    const open = await findTodaysOpenRecord(tx, actor.id, site.id, [day, addDays(day, -1)]);
    if (!open) throw conflict(attendanceTexts.notPunchedIn);
    await updateRecordRow(tx, open.id, {
      checkOutAt: at < open.checkInAt ? open.checkInAt : at,
      checkOutLatitude: location?.latitude ?? null,
      checkOutLongitude: location?.longitude ?? null,
      checkOutAccuracy: location?.accuracy ?? null,
      checkOutDistance: distance,
      updatedAt: now,
    });
    await recordActivity(tx, actor, {
      action: 'punch_out',
      description: `${actor.name} punched out at ${site.name}${earlier.note}`,
      type: 'punch',
      siteId: site.id,
      metadata: {
        recordId: open.id,
        distance,
        accuracy: location?.accuracy ?? null,
        ...earlier.metadata,
      },
    });
    return reload(tx, open.id);
  });
}

/**
 * GET /attendance/today: the caller's records of today, and yesterday's still open, each day its
 * site's (issue 29). Two zones are at most 26 hours apart, so a site's today lies within two
 * days of the server's, and its yesterday within three.
 */
export async function todaysRecords(deps: Deps, actor: UserActor) {
  const now = deps.clock.now();
  const serverToday = dateIn(now, processTimeZone());
  const rows = await recordsOfUser(deps.db, actor.id, {
    from: addDays(serverToday, -3),
    to: addDays(serverToday, 2),
  });
  return rows.filter((row) => {
    const today = dateIn(now, zoneOfRecord(row));
    return row.date === today || (row.checkOutAt === null && row.date === addDays(today, -1));
  });
}

/** A record an administrator corrects. */
export async function loadRecord(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  return foundOr404(
    await findRecord(deps.db, id, attendancePolicy.scopeOf(actor)),
    'Attendance record',
  );
}

/** What the edit modal sends, as the schema gives it (recordUpdateSchema). */
type RecordCorrection = {
  checkInTime: string;
  checkOutTime: string | null;
  status: AttendanceStatus;
  remarks: string | null;
};
type RecordChange = {
  checkInAt: Date;
  checkOutAt: Date | null;
  status: AttendanceStatus;
  remarks: string | null;
};

/** What changed, as the activity log says it: "status Present → Late, check-out - → 17:30". */
function describeChanges(before: RecordRow, after: RecordChange, zone: string) {
  const pairs: [string, string, string][] = [
    ['check-in', clockTimeOf(before.checkInAt, zone), clockTimeOf(after.checkInAt, zone)],
    ['check-out', clockTimeOf(before.checkOutAt, zone), clockTimeOf(after.checkOutAt, zone)],
    ['status', before.status, after.status],
    ['remarks', before.remarks ?? '-', after.remarks ?? '-'],
  ];
  const changed = pairs.filter(([, from, to]) => from !== to);
  return changed.length > 0
    ? changed.map(([what, from, to]) => `${what} ${from} → ${to}`).join(', ')
    : 'no change';
}

/** A corrected time as sent: an instant, or a wall time read on the clock of the record's site. */
const instantOfCorrection = (value: string, zone: string) =>
  isWallTime(value) ? instantOfWallTime(value, zone) : new Date(value);

/**
 * PUT /attendance/records/{id} (§2.5 edit modal): times, status and remarks; the check-out not
 * before the check-in (the schema, this check once wall times are read, and a database check all
 * hold it). A time without an offset is one on the clock of the record's site, and the record's
 * date is its check-in's on that site's calendar (issue 29). The activity entry keeps the old and
 * new values.
 */
export async function updateRecord(
  deps: Deps,
  actor: UserActor,
  { record, values }: { record: RecordRow; values: RecordCorrection },
) {
  const zone = zoneOfRecord(record);
  const change: RecordChange = {
    checkInAt: instantOfCorrection(values.checkInTime, zone),
    checkOutAt: values.checkOutTime ? instantOfCorrection(values.checkOutTime, zone) : null,
    status: values.status,
    remarks: values.remarks,
  };
  if (change.checkOutAt && change.checkOutAt < change.checkInAt) {
    throw badRequest(attendanceTexts.checkOutBeforeCheckIn, {
      checkOutTime: attendanceTexts.checkOutBeforeCheckIn,
    });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      await updateRecordRow(tx, record.id, {
        date: dateIn(change.checkInAt, zone),
        checkInAt: change.checkInAt,
        checkOutAt: change.checkOutAt,
        status: change.status,
        remarks: change.remarks,
        updatedAt: deps.clock.now(),
      });
      await recordActivity(tx, actor, {
        action: 'attendance_updated',
        description: `Attendance of ${record.userName} on ${record.date} at ${record.siteName} updated: ${describeChanges(record, change, zone)}`,
        type: 'punch',
        siteId: record.siteId,
        metadata: {
          recordId: record.id,
          userId: record.userId,
          before: {
            checkInTime: record.checkInAt.toISOString(),
            checkOutTime: record.checkOutAt?.toISOString() ?? null,
            status: record.status,
            remarks: record.remarks,
          },
          after: {
            checkInTime: change.checkInAt.toISOString(),
            checkOutTime: change.checkOutAt?.toISOString() ?? null,
            status: change.status,
            remarks: change.remarks,
          },
        },
      });
      return reload(tx, record.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('Another open record exists for this person, site and day; close it first');
    }
    throw error;
  }
}
