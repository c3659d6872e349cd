import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS, type ReportQuery } from '@cmms/shared/attendance';
import { addDays, daysBetweenInclusive, daysOfMonth } from '@cmms/shared/dates';
import { msg } from '@cmms/shared/i18n/message';
import { dateIn, processTimeZone } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest } from '../../lib/errors';
import { batchesAfter } from '../../lib/http/csv';
import { timeZonesOfSites } from '../sites/sites.service';
import { attendancePolicy } from './attendance.policy';
import {
  countRecords,
  findPunchSite,
  listFilterUsers,
  listRecords,
  type RecordFilters,
  type RecordKey,
  recordBatch,
} from './attendance.repository';
import { findShiftUser } from './calendar.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
type Range = { startDate?: string | undefined; endDate?: string | undefined };

/**
 * A range as asked: the missing end is today, the missing start 30 days before the end (docs/attendance.md,
 * Reports). The schema caps a range given whole at 366 days; one given by its start alone runs to
 * today, so it is capped here, where today is known (issue 29: startDate=1900-01-01 alone asked
 * for 126 years).
 */
function rangeOf(query: Range, today: string) {
  const to = query.endDate ?? today;
  const from = query.startDate ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (daysBetweenInclusive(from, to) > MAX_RANGE_DAYS) {
    const field = query.endDate ? 'endDate' : 'startDate';
    const tooLong = msg('attendance.rangeTooLong', { maximum: MAX_RANGE_DAYS });
    throw badRequest(tooLong, { [field]: tooLong });
  }
  return { from, to };
}

/**
 * The dates a request covers: a month (the Reports tab), or a range (the admin screen, rangeOf);
 * neither, this month.
 */
function periodOf(query: Range & { month?: string | undefined }, today: string) {
  if (query.month) {
    const days = daysOfMonth(query.month);
    return { from: days[0] as string, to: days.at(-1) as string };
  }
  if (!query.startDate && !query.endDate) {
    const days = daysOfMonth(today.slice(0, 7));
    return { from: days[0] as string, to: days.at(-1) as string };
  }
  return rangeOf(query, today);
}

/**
 * The zone a report's "today" and its generation time are read in (issue 29): the site's when it
 * is of one site, else the server's. Each row's times are its own site's (reportCells).
 */
async function reportZoneOf(db: DbOrTx, siteId: string | undefined) {
  const zones = siteId ? await timeZonesOfSites(db, [siteId]) : null;
  return (siteId && zones?.get(siteId)) || processTimeZone();
}

function filtersOf(actor: UserActor, query: ReportQuery, today: string): RecordFilters {
  return {
    ...periodOf(query, today),
    siteId: query.siteId,
    userId: query.userId,
    scope: attendancePolicy.scopeOf(actor),
  };
}

/** GET /attendance/all (the admin screen): the range defaults to the last 30 days up to today (rangeOf). */
export async function listAllRecords(
  deps: Deps,
  actor: UserActor,
  query: Range & {
    siteId?: string | undefined;
    userId?: string | undefined;
    limit: number;
    offset: number;
  },
) {
  const zone = await reportZoneOf(deps.db, query.siteId);
  const { from, to } = rangeOf(query, dateIn(deps.clock.now(), zone));
  return listRecords(
    deps.db,
    {
      from,
      to,
      siteId: query.siteId,
      userId: query.userId,
      scope: attendancePolicy.scopeOf(actor),
    },
    query,
  );
}

export const listUsersForFilter = (deps: Pick<Deps, 'db'>) => listFilterUsers(deps.db);

/**
 * A report: its period and filters as the PDF names them, how many rows, and the rows oldest
 * first in batches, so neither file ever holds the whole report.
 */
export async function attendanceReport(deps: Deps, actor: UserActor, query: ReportQuery) {
  const now = deps.clock.now();
  const zone = await reportZoneOf(deps.db, query.siteId);
  const filters = filtersOf(actor, query, dateIn(now, zone));
  const [site, user, total] = await Promise.all([
    query.siteId ? findPunchSite(deps.db, query.siteId) : null,
    query.userId ? findShiftUser(deps.db, query.userId) : null,
    countRecords(deps.db, filters),
  ]);
  return {
    from: filters.from,
    to: filters.to,
    siteName: site?.name ?? null,
    userName: user?.name ?? null,
    total,
    generatedAt: now,
    timeZone: zone,
    batches: batchesAfter(
      (after: RecordKey | null, size) => recordBatch(deps.db, filters, after, size),
      (row): RecordKey => ({ date: row.date, checkInAt: row.checkInAt, id: row.id }),
    ),
  };
}
export type AttendanceReport = Awaited<ReturnType<typeof attendanceReport>>;
