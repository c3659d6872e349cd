import {
  attendanceTexts,
  type holidayInputSchema,
  type shiftInputSchema,
  WEEKDAYS,
} from '@cmms/shared/attendance';
import type { z } from 'zod';
import type { UserActor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { attendancePolicy } from './attendance.policy';
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
  foundOr404(await findHoliday(deps.db, id), 'Holiday');

export const loadShift = async (deps: Deps, id: string) =>
  foundOr404(await findShift(deps.db, id), 'Shift');

/**
 * A site or user a form names must exist, and a user named by a shift must work shifts (issue 30:
 * not the client, not an administrator); every failing field is reported at once.
 */
async function checkNames(deps: Deps, values: { siteId: string | null; userId?: string | null }) {
  const errors: Record<string, string> = {};
  if (values.siteId && !(await findPunchSite(deps.db, values.siteId))) {
    errors.siteId = attendanceTexts.siteNotFound;
  }
  if (values.userId) {
    const worker = await findShiftWorker(deps.db, values.userId);
    if (!worker) errors.userId = attendanceTexts.userNotFound;
    else if (!worker.worksShifts) errors.userId = attendanceTexts.notAShiftWorker;
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
    throw badRequest(attendanceTexts.holidayGlobalWithSite, {
      siteId: attendanceTexts.holidayGlobalWithSite,
    });
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
        description: `Holiday "${holiday.name}" on ${holiday.date} added for ${holiday.siteName ?? 'all sites'}`,
        type: 'leave',
        siteId: holiday.siteId,
        metadata: { holidayId: id },
      });
      return holiday;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(attendanceTexts.holidayExists);
    throw error;
  }
}

export async function deleteHoliday(deps: Deps, actor: UserActor, holiday: HolidayWithSite) {
  await deps.db.transaction(async (tx) => {
    await deleteHolidayRow(tx, holiday.id);
    await recordActivity(tx, actor, {
      action: 'holiday_deleted',
      description: `Holiday "${holiday.name}" on ${holiday.date} deleted`,
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
    const forWhom = [shift.userName, shift.siteName].filter(Boolean).join(' at ') || 'everyone';
    const off =
      values.daysOff.length > 0 ? values.daysOff.map((day) => WEEKDAYS[day]).join(', ') : 'no day';
    await recordActivity(tx, actor, {
      action: 'shift_created',
      description: `Shift "${shift.name}" ${values.startTime}-${values.endTime} added for ${forWhom} (off: ${off})`,
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
      description: `Shift "${shift.name}" deleted`,
      type: 'punch',
      siteId: shift.siteId,
      metadata: { shiftId: shift.id },
    });
  });
}
