import {
  ATTENDANCE_STATUS_KEYS,
  type AttendanceStatus,
  type CheckInInput,
  distanceMeters,
  inaccurateFixOf,
  isLate,
  isWallTime,
  PUNCH_CLOCK_SKEW_MS,
  PUNCH_MAX_AGE_MS,
  PUNCH_RADIUS_METERS,
  type ReportedLocation,
  siteCoordinates,
  tooFarOf,
} from '@cmms/shared/attendance';
import { addDays } from '@cmms/shared/dates';
import type { Formats } from '@cmms/shared/i18n/format';
import { isoDay, type Message, msg } from '@cmms/shared/i18n/message';
import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import {
  dateIn,
  instantOfWallTime,
  lastOccurrenceOf,
  processTimeZone,
  zoneOrProcess,
} from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { scopeAllows } from '../../lib/auth/site-scope';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, forbidden, foundOr404, notFound } from '../../lib/errors';
import { type EventTimeDeps, eventTimeOf, recordActivity } from '../activity/activity.service';
import { findUserSites, isUserWithinScope } from '../users/users.service';
import { attendancePolicy } from './attendance.policy';
import { clockTimeOf, listOf, zoneOfRecord } from './attendance.presenter';
import {
  findPunchSite,
  findRecord,
  findShiftWorker,
  findTodaysOpenRecord,
  insertRecord,
  punchedInBetween,
  type RecordRow,
  recordsAround,
  recordsOfUser,
  shiftFor,
  updateRecordRow,
} from './attendance.repository';

// A queued punch's own time (takenAt) is named in its entry's text, never as the entry's time.
type Deps = Pick<ServiceDeps, 'db' | 'clock'> & EventTimeDeps;
type PunchInput = {
  siteId: string;
  location?: ReportedLocation | null | undefined;
  takenAt?: string | undefined;
};
/**
 * The forms a refusal writes its distances in: the caller's language's (the route's translator),
 * since the refusal is answered in it at once; English for the demo's own punches.
 */
type DistanceForms = Pick<Formats, 'distance'>;

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
    const refusal = msg('attendance.takenAtInFuture');
    throw badRequest(refusal, { takenAt: refusal });
  }
  if (at.getTime() < now.getTime() - PUNCH_MAX_AGE_MS) {
    const refusal = msg('attendance.takenAtTooOld');
    throw badRequest(refusal, { takenAt: refusal });
  }
  return at < now ? at : now;
}

/** A punch that arrives this much later than it was made says so in the activity log. */
const SENT_LATER_MS = 60_000;

/**
 * What the activity entry adds for a punch made well before it arrived: when, and when sent, on
 * the site's clock (the values of its message's `sentLater` branch).
 */
function madeEarlier(at: Date, now: Date, zone: string) {
  if (now.getTime() - at.getTime() < SENT_LATER_MS) {
    return { note: { sentLater: false, madeAt: '', receivedAt: '' }, metadata: {} };
  }
  const day = dateIn(at, zone) === dateIn(now, zone) ? '' : `${dateIn(at, zone)} `;
  return {
    note: {
      sentLater: true,
      madeAt: `${day}${clockTimeOf(at, zone)}`,
      receivedAt: clockTimeOf(now, zone),
    },
    metadata: { takenAt: at.toISOString(), receivedAt: now.toISOString() },
  };
}

/**
 * Where the punch was made, measured by the server (requirements/attendance.md#validation): the caller must be assigned to
 * the site; a site with valid coordinates needs a position within 50 m, whatever distance the
 * client claimed, and one accurate to 100 m (a coarser fix cannot tell 50 m from 500); a site
 * without them skips the check (distance null).
 */
async function measurePunch(db: DbOrTx, actor: UserActor, input: PunchInput, forms: DistanceForms) {
  const site = foundOr404(await findPunchSite(db, input.siteId), msg('attendance.siteNotFound'));
  if (!actor.siteIds.includes(site.id)) throw forbidden(msg('attendance.notAssigned'));
  const target = siteCoordinates(site);
  const location = input.location ?? null;
  if (!target) return { site, location, distance: null };
  if (!location) {
    const missing = msg('attendance.locationMissing');
    throw badRequest(missing, { location: missing });
  }
  const inaccurate = inaccurateFixOf(location, forms);
  if (inaccurate) throw badRequest(inaccurate, { location: inaccurate });
  const distance = Math.round(distanceMeters(location, target) * 10) / 10;
  if (distance > PUNCH_RADIUS_METERS) {
    const message = tooFarOf(distance, site.name, forms);
    throw badRequest(message, { location: message });
  }
  return { site, location, distance };
}

/** How long before a shift's start a punch-in may come and still be the shift's (docs/attendance.md). */
const SHIFT_LEAD_MS = 12 * 3_600_000;

/**
 * The status of a punch-in at `at`: Late when it falls after the start of the user's shift plus
 * the grace period (isLate) and it is the first punch-in of that shift; a punch-in after another
 * one since twelve hours before the shift's start (back from lunch, from another site) is
 * Present (issue 30: lateness belongs to the shift's first punch-in). `except` is the record
 * being corrected, which does not count as an earlier punch.
 */
async function punchInStatus(
  db: DbOrTx,
  punch: { userId: string; siteId: string; at: Date; zone: string; except?: string },
): Promise<AttendanceStatus> {
  const shift = await shiftFor(db, punch.userId, punch.siteId);
  if (!shift || !isLate(punch.at, shift.startTime, punch.zone)) return 'Present';
  const start = lastOccurrenceOf(shift.startTime, punch.at, punch.zone);
  const earlier = await punchedInBetween(
    db,
    punch.userId,
    { since: new Date(start.getTime() - SHIFT_LEAD_MS), before: punch.at },
    punch.except,
  );
  return earlier ? 'Present' : 'Late';
}

/**
 * POST /attendance/check-in: one open record per user, site and day (the unique index decides a
 * race). Late when the check-in falls after the start of the user's shift plus the grace period
 * and is the shift's first punch-in (punchInStatus). The punch's time (punchTimeOf) decides its
 * day and whether it is late, on the calendar and the clock of the site's zone (issue 29).
 */
export async function checkIn(
  deps: Deps,
  actor: UserActor,
  input: CheckInInput,
  forms: DistanceForms = englishTranslator.formats,
) {
  const now = deps.clock.now();
  const at = punchTimeOf(now, input.takenAt);
  try {
    return await deps.db.transaction(async (tx) => {
      const { site, location, distance } = await measurePunch(tx, actor, input, forms);
      const zone = zoneOrProcess(site.timeZone);
      const date = dateIn(at, zone);
      const earlier = madeEarlier(at, now, zone);
      if (await findTodaysOpenRecord(tx, actor.id, site.id, [date])) {
        throw conflict(msg('attendance.alreadyPunchedIn'));
      }
      const status = await punchInStatus(tx, { userId: actor.id, siteId: site.id, at, zone });
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
        description: msg('attendance.activityPunchedIn', {
          name: actor.name,
          site: site.name,
          late: status === 'Late',
          ...earlier.note,
        }),
        type: 'punch',
        siteId: site.id,
        metadata: {
          recordId: id,
          distance,
          accuracy: location?.accuracy ?? null,
          status,
          ...earlier.metadata,
        },
        ...eventTimeOf(deps, at),
      });
      return reload(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('attendance.alreadyPunchedIn'));
    throw error;
  }
}

/**
 * POST /attendance/check-out (ours; the spec's client never sent one): closes the open record
 * at the site, today's or, for a night shift, yesterday's, with where the punch was made.
 */
export async function checkOut(
  deps: Deps,
  actor: UserActor,
  input: PunchInput,
  forms: DistanceForms = englishTranslator.formats,
) {
  const now = deps.clock.now();
  const at = punchTimeOf(now, input.takenAt);
  return deps.db.transaction(async (tx) => {
    const { site, location, distance } = await measurePunch(tx, actor, input, forms);
    const zone = zoneOrProcess(site.timeZone);
    const earlier = madeEarlier(at, now, zone);
    const day = dateIn(at, zone);
    const open = await findTodaysOpenRecord(tx, actor.id, site.id, [day, addDays(day, -1)]);
    if (!open) throw conflict(msg('attendance.notPunchedIn'));
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
      description: msg('attendance.activityPunchedOut', {
        name: actor.name,
        site: site.name,
        ...earlier.note,
      }),
      type: 'punch',
      siteId: site.id,
      metadata: {
        recordId: open.id,
        distance,
        accuracy: location?.accuracy ?? null,
        ...earlier.metadata,
      },
      ...eventTimeOf(deps, at),
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
    msg('attendance.recordNotFound'),
  );
}

/** What the edit modal sends, as the schema gives it (recordUpdateSchema). */
type RecordCorrection = {
  checkInTime: string;
  checkOutTime: string | null;
  status: AttendanceStatus;
  remarks: string | null;
  /** Ours (issue 30), optional for the spec's body. */
  reason?: string | null | undefined;
};
type RecordChange = {
  checkInAt: Date;
  checkOutAt: Date | null;
  status: AttendanceStatus;
  remarks: string | null;
};

/**
 * Writes a correction of a record and its activity entry, with the times, status and remarks
 * before and after, who corrected it and why: the administrator's edit and the team's alike.
 */
async function writeCorrection(
  deps: Deps,
  actor: UserActor,
  {
    record,
    change,
    zone,
    reason,
  }: { record: RecordRow; change: RecordChange; zone: string; reason: string | null },
) {
  const now = deps.clock.now();
  await updateRecordRow(deps.db, record.id, {
    date: dateIn(change.checkInAt, zone),
    checkInAt: change.checkInAt,
    checkOutAt: change.checkOutAt,
    status: change.status,
    remarks: change.remarks,
    correctedBy: actor.id,
    correctionReason: reason,
    updatedAt: now,
  });
  const timesOf = (times: RecordChange) => ({
    checkInTime: times.checkInAt.toISOString(),
    checkOutTime: times.checkOutAt?.toISOString() ?? null,
    status: times.status,
    remarks: times.remarks,
  });
  await recordActivity(deps.db, actor, {
    action: 'attendance_updated',
    description: msg('attendance.activityRecordUpdated', {
      person: record.userName,
      date: isoDay(record.date),
      site: record.siteName,
      changes: describeChanges(record, change, zone),
      ...reasonNote(reason),
    }),
    type: 'punch',
    siteId: record.siteId,
    metadata: {
      recordId: record.id,
      userId: record.userId,
      reason,
      before: timesOf({
        checkInAt: record.checkInAt,
        checkOutAt: record.checkOutAt,
        status: record.status as AttendanceStatus,
        remarks: record.remarks,
      }),
      after: timesOf(change),
    },
    ...eventTimeOf(deps, now),
  });
}

/** A status as its label reads; one this version does not know, as stored. */
const statusLabel = (status: string) =>
  status in ATTENDANCE_STATUS_KEYS
    ? msg(ATTENDANCE_STATUS_KEYS[status as AttendanceStatus])
    : status;

/**
 * What changed, as the activity log says it: "status Present → Late, check-out - → 17:30", a
 * message of messages ('{first}, {rest}'), read in each reader's language.
 */
function describeChanges(before: RecordRow, after: RecordChange, zone: string): Message {
  const changes: Message[] = [];
  const times = [
    ['attendance.changeCheckIn', before.checkInAt, after.checkInAt],
    ['attendance.changeCheckOut', before.checkOutAt, after.checkOutAt],
  ] as const;
  for (const [key, from, to] of times) {
    const [was, is] = [clockTimeOf(from, zone), clockTimeOf(to, zone)];
    if (was !== is) changes.push(msg(key, { from: was, to: is }));
  }
  if (before.status !== after.status) {
    changes.push(
      msg('attendance.changeStatus', {
        from: statusLabel(before.status),
        to: statusLabel(after.status),
      }),
    );
  }
  const [was, is] = [before.remarks ?? '-', after.remarks ?? '-'];
  if (was !== is) changes.push(msg('attendance.changeRemarks', { from: was, to: is }));
  return listOf(changes) ?? msg('attendance.noChange');
}

/** The values of a message's `hasReason` branch: the reason, when there is one. */
const reasonNote = (reason: string | null | undefined) => ({
  hasReason: Boolean(reason),
  reason: reason ?? '',
});

/** A corrected time as sent: an instant, or a wall time read on the clock of the record's site. */
const instantOfCorrection = (value: string, zone: string) =>
  isWallTime(value) ? instantOfWallTime(value, zone) : new Date(value);

/**
 * PUT /attendance/records/{id} (requirements/attendance.md#screens edit modal): times, status and remarks; the check-out not
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
    const backwards = msg('attendance.checkOutBeforeCheckIn');
    throw badRequest(backwards, { checkOutTime: backwards });
  }
  try {
    return await deps.db.transaction(async (tx) => {
      await writeCorrection({ ...deps, db: tx }, actor, {
        record,
        change,
        zone,
        reason: values.reason ?? null,
      });
      return reload(tx, record.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('attendance.openRecordExists'));
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The team's punches (issue 30): managers and supervisors add a punch a person of their sites
// missed, or correct one, with a reason; logged as an administrator's edit is.

type TeamTimes = { checkInTime: string; checkOutTime: string | null; reason: string };

/**
 * Where a record's span ends, to compare spans: its check-out; an open one runs until now, for at
 * most a day (a punch-out closes only today's or yesterday's, so an older one was forgotten and
 * blocks nothing after it); a moment (out at its in) lasts a millisecond, so that touching spans
 * (out at 12:00, in at 12:00) do not overlap and a moment inside another does.
 */
function spanEnd(checkInAt: Date, checkOutAt: Date | null, now: Date) {
  const start = checkInAt.getTime();
  const end = checkOutAt
    ? checkOutAt.getTime()
    : Math.min(Math.max(now.getTime(), start), start + 86_400_000);
  return Math.max(end, start + 1);
}

/**
 * The times of an added or corrected punch, read on the clock of the site's zone: the check-out
 * not before the check-in, neither in the future (beyond the clock skew a device may have), and
 * no overlap with another record of the person (`except`: the record corrected).
 */
async function teamPunchTimes(
  db: DbOrTx,
  now: Date,
  punch: { userId: string; zone: string; values: TeamTimes; except?: string },
) {
  const checkInAt = instantOfCorrection(punch.values.checkInTime, punch.zone);
  const checkOutAt = punch.values.checkOutTime
    ? instantOfCorrection(punch.values.checkOutTime, punch.zone)
    : null;
  const latest = now.getTime() + PUNCH_CLOCK_SKEW_MS;
  const errors: Record<string, Message> = {};
  if (checkInAt.getTime() > latest) errors.checkInTime = msg('attendance.punchInFuture');
  if (checkOutAt && checkOutAt.getTime() > latest) {
    errors.checkOutTime = msg('attendance.punchInFuture');
  } else if (checkOutAt && checkOutAt < checkInAt) {
    errors.checkOutTime = msg('attendance.checkOutBeforeCheckIn');
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  const end = spanEnd(checkInAt, checkOutAt, now);
  const clash = (await recordsAround(db, punch.userId, checkInAt, new Date(end))).find(
    (row) =>
      row.id !== punch.except &&
      checkInAt.getTime() < spanEnd(row.checkInAt, row.checkOutAt, now) &&
      row.checkInAt.getTime() < end,
  );
  if (clash) {
    const zone = zoneOfRecord(clash);
    throw conflict(
      msg('attendance.punchOverlaps', {
        date: isoDay(clash.date),
        checkIn: clockTimeOf(clash.checkInAt, zone),
        checkOut: clockTimeOf(clash.checkOutAt, zone),
        site: clash.siteName,
      }),
    );
  }
  return { checkInAt, checkOutAt };
}

/**
 * POST /attendance/team/records: a punch a person of the caller's sites missed, at one of their
 * sites, with why. Nobody adds their own (403); a person or site outside the caller's sites is a
 * 404; the person must be assigned to the site and work shifts. The server decides its status as
 * for a punch (Late only as the shift's first punch-in); the record keeps who added it and why.
 */
export async function addTeamPunch(
  deps: Deps,
  actor: UserActor,
  values: TeamTimes & { userId: string; siteId: string },
) {
  attendancePolicy.assertMayCorrect(actor, values.userId);
  const scope = attendancePolicy.scopeOf(actor);
  if (!scopeAllows(scope, values.siteId)) throw notFound(msg('attendance.siteNotFound'));
  if (!(await isUserWithinScope(deps.db, scope, values.userId))) {
    throw notFound(msg('attendance.userNotFound'));
  }
  const site = foundOr404(
    await findPunchSite(deps.db, values.siteId),
    msg('attendance.siteNotFound'),
  );
  const person = foundOr404(
    await findShiftWorker(deps.db, values.userId),
    msg('attendance.userNotFound'),
  );
  if (!person.worksShifts) {
    const refusal = msg('attendance.notAShiftWorker');
    throw badRequest(refusal, { userId: refusal });
  }
  const theirSites = await findUserSites(deps.db, values.userId);
  if (!theirSites.some((own) => own.id === site.id)) {
    const refusal = msg('attendance.personNotAtSite');
    throw badRequest(refusal, { siteId: refusal });
  }
  const zone = zoneOrProcess(site.timeZone);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const { checkInAt, checkOutAt } = await teamPunchTimes(tx, now, {
        userId: person.id,
        zone,
        values,
      });
      const status = await punchInStatus(tx, {
        userId: person.id,
        siteId: site.id,
        at: checkInAt,
        zone,
      });
      const date = dateIn(checkInAt, zone);
      const { id } = await insertRecord(tx, {
        userId: person.id,
        siteId: site.id,
        date,
        checkInAt,
        checkOutAt,
        status,
        correctedBy: actor.id,
        correctionReason: values.reason,
        createdAt: now,
        updatedAt: now,
      });
      await recordActivity(tx, actor, {
        action: 'attendance_added',
        description: msg('attendance.activityPunchAdded', {
          name: actor.name,
          person: person.name,
          date,
          site: site.name,
          checkIn: clockTimeOf(checkInAt, zone),
          checkOut: clockTimeOf(checkOutAt, zone),
          late: status === 'Late',
          ...reasonNote(values.reason),
        }),
        type: 'punch',
        siteId: site.id,
        metadata: {
          recordId: id,
          userId: person.id,
          reason: values.reason,
          checkInTime: checkInAt.toISOString(),
          checkOutTime: checkOutAt?.toISOString() ?? null,
          status,
        },
        ...eventTimeOf(deps, now),
      });
      return reload(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('attendance.alreadyPunchedIn'));
    throw error;
  }
}

/** A record of the caller's sites a manager or supervisor corrects (404 outside them). */
export async function loadTeamRecord(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  const record = foundOr404(
    await findRecord(deps.db, id, attendancePolicy.scopeOf(actor)),
    msg('attendance.recordNotFound'),
  );
  attendancePolicy.assertMayCorrect(actor, record.userId);
  return record;
}

/**
 * PUT /attendance/team/records/{id}: a record's times corrected, with why (a forgotten punch-out,
 * a punch-in the phone could not send). Its status follows the corrected check-in as a punch's
 * would; its date is the check-in's on its site's calendar. The activity entry keeps the old and
 * new values and the reason, as an administrator's edit does.
 */
export async function correctTeamRecord(
  deps: Deps,
  actor: UserActor,
  { record, values }: { record: RecordRow; values: TeamTimes },
) {
  attendancePolicy.assertMayCorrect(actor, record.userId);
  const zone = zoneOfRecord(record);
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const { checkInAt, checkOutAt } = await teamPunchTimes(tx, now, {
        userId: record.userId,
        zone,
        values,
        except: record.id,
      });
      const status = await punchInStatus(tx, {
        userId: record.userId,
        siteId: record.siteId,
        at: checkInAt,
        zone,
        except: record.id,
      });
      const change: RecordChange = { checkInAt, checkOutAt, status, remarks: record.remarks };
      await writeCorrection({ ...deps, db: tx }, actor, {
        record,
        change,
        zone,
        reason: values.reason,
      });
      return reload(tx, record.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('attendance.openRecordExists'));
    throw error;
  }
}
