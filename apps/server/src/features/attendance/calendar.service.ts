import { type holidayInputSchema, type shiftInputSchema, WEEKDAYS } from '@cmms/shared/attendance';
import { isoDay, type Message, msg } from '@cmms/shared/i18n/message';
import type { z } from 'zod';
import type { UserActor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { attendancePolicy } from './attendance.policy';
import { listOf } from './attendance.presenter';
import { findPunchSite, findShiftWorker } from './attendance.repository';
import {
  deleteHolidayRow,
  deleteShiftRow,
  findHoliday,
  findShift,
  type HolidayWithSite,
  insertHoliday,
  insertShift,
  listHolidayRows,
  listShiftRows,
  type ShiftWithNames,
} from './calendar.repository';

type Deps = Pick<ServiceDeps, 'db'>;
type HolidayValues = z.output<typeof holidayInputSchema>;
type ShiftValues = z.output<typeof shiftInputSchema>;

/** Holidays a caller sees: global ones and those of their sites (administrators all). */
export const listHolidays = (deps: Deps, actor: UserActor) =>
  listHolidayRows(deps.db, attendancePolicy.scopeOf(actor));

/**
 * Shifts a caller sees: everyone's, their sites' and their own (administrators all); those who
 * read the attendance of the people of their sites (managers, supervisors) also those people's
 * own shifts there, as they see their records.
 */
export const listShifts = (deps: Deps, actor: UserActor) =>
  listShiftRows(deps.db, attendancePolicy.scopeOf(actor), {
    userId: actor.id,
    ofTheirPeople: attendancePolicy.canApproveLeave(actor),
  });

export const loadHoliday = async (deps: Deps, id: string) =>
  foundOr404(await findHoliday(deps.db, id), msg('attendance.holidayNotFound'));

export const loadShift = async (deps: Deps, id: string) =>
  foundOr404(await findShift(deps.db, id), msg('attendance.shiftNotFound'));

/**
 * A site or user a form names must exist, and a user named by a shift must work shifts (issue 30:
 * not the client, not an administrator); every failing field is reported at once.
 */
async function checkNames(deps: Deps, values: { siteId: string | null; userId?: string | null }) {
  const errors: Record<string, Message> = {};
  if (values.siteId && !(await findPunchSite(deps.db, values.siteId))) {
    errors.siteId = msg('attendance.siteNotFound');
  }
  if (values.userId) {
    const worker = await findShiftWorker(deps.db, values.userId);
    if (!worker) errors.userId = msg('attendance.userNotFound');
    else if (!worker.worksShifts) errors.userId = msg('attendance.notAShiftWorker');
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * POST /attendance/holidays: global (no site, or the admin screen's Global box) or one site's;
 * one per date and site.
 */
export async function createHoliday(deps: Deps, actor: UserActor, values: HolidayValues) {
  if (values.isGlobal && values.siteId) {
    const refusal = msg('attendance.holidayGlobalWithSite');
    throw badRequest(refusal, { siteId: refusal });
  }
  await checkNames(deps, values);
  try {
    return await deps.db.transaction(async (tx) => {
      const { id } = await insertHoliday(tx, {
        name: values.name,
        date: values.date,
        siteId: values.siteId,
        createdBy: actor.id,
      });
      const holiday = (await findHoliday(tx, id)) as HolidayWithSite;
      await recordActivity(tx, actor, {
        action: 'holiday_created',
        description: msg('attendance.activityHolidayCreated', {
          name: holiday.name,
          date: isoDay(holiday.date),
          global: holiday.siteName === null,
          site: holiday.siteName ?? '',
        }),
        type: 'leave',
        siteId: holiday.siteId,
        metadata: { holidayId: id },
      });
      return holiday;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(msg('attendance.holidayExists'));
    throw error;
  }
}

export async function deleteHoliday(deps: Deps, actor: UserActor, holiday: HolidayWithSite) {
  await deps.db.transaction(async (tx) => {
    await deleteHolidayRow(tx, holiday.id);
    await recordActivity(tx, actor, {
      action: 'holiday_deleted',
      description: msg('attendance.activityHolidayDeleted', {
        name: holiday.name,
        date: isoDay(holiday.date),
      }),
      type: 'leave',
      siteId: holiday.siteId,
      metadata: { holidayId: holiday.id },
    });
  });
}

/** POST /attendance/shifts: for a site, a user, both, or everyone; a night shift may end next day. */
export async function createShift(deps: Deps, actor: UserActor, values: ShiftValues) {
  await checkNames(deps, values);
  return deps.db.transaction(async (tx) => {
    const { id } = await insertShift(tx, { ...values, createdBy: actor.id });
    const shift = (await findShift(tx, id)) as ShiftWithNames;
    const whom = shift.userName
      ? shift.siteName
        ? 'both'
        : 'user'
      : shift.siteName
        ? 'site'
        : 'everyone';
    const off = listOf(values.daysOff.flatMap((day) => WEEKDAYS[day] ?? []).map((key) => msg(key)));
    await recordActivity(tx, actor, {
      action: 'shift_created',
      description: msg('attendance.activityShiftCreated', {
        name: shift.name,
        start: values.startTime,
        end: values.endTime,
        whom,
        user: shift.userName ?? '',
        site: shift.siteName ?? '',
        off: off ?? msg('attendance.noDay'),
      }),
      type: 'punch',
      siteId: shift.siteId,
      metadata: { shiftId: id },
    });
    return shift;
  });
}

export async function deleteShift(deps: Deps, actor: UserActor, shift: ShiftWithNames) {
  await deps.db.transaction(async (tx) => {
    await deleteShiftRow(tx, shift.id);
    await recordActivity(tx, actor, {
      action: 'shift_deleted',
      description: msg('attendance.activityShiftDeleted', { name: shift.name }),
      type: 'punch',
      siteId: shift.siteId,
      metadata: { shiftId: shift.id },
    });
  });
}
