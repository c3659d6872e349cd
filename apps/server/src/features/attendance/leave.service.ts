import {
  type LeaveStatus,
  type leaveInputSchema,
  leaveTypeLabel,
  leaveWindowErrors,
  RECENT_DECISIONS,
} from '@cmms/shared/attendance';
import { localDateOf } from '@cmms/shared/dates';
import { isoDay, msg } from '@cmms/shared/i18n/message';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { scopeAllows } from '../../lib/auth/site-scope';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, foundOr404, notFound } from '../../lib/errors';
import { type EventTimeDeps, eventTimeOf, recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { attendancePolicy } from './attendance.policy';
import {
  approversOf,
  decidePendingLeave,
  findLeave,
  findOverlappingLeave,
  insertLeave,
  type LeaveWithPeople,
  leaveSummary,
  listLeave,
  lockUserForLeave,
} from './leave.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'> & EventTimeDeps;
type LeaveValues = z.output<typeof leaveInputSchema>;
type Page = { limit: number; offset: number };

type Leave = { leaveType: string; startDate: string; endDate: string };

/**
 * 'Annual leave from … to …': its type's label, and its dates as a notification writes them (the
 * reader's form of a calendar day) or as the activity log writes them (ISO in English, as it
 * always did; the reader's form in the other languages).
 */
const leaveOf = (leave: Leave, dates: 'readable' | 'stored') => {
  const dayOf = (date: string) => (dates === 'readable' ? { day: date } : isoDay(date));
  return msg('attendance.leaveOf', {
    type: leaveTypeLabel(leave.leaveType),
    oneDay: leave.startDate === leave.endDate,
    start: dayOf(leave.startDate),
    end: dayOf(leave.endDate),
  });
};

async function reload(db: DbOrTx, id: string) {
  const row = await findLeave(db, id, { all: true });
  if (!row) throw new Error(`leave request ${id} vanished inside its own transaction`);
  return row;
}

/**
 * POST /attendance/leave: within a year back and a year ahead of today (leaveWindow); no overlap
 * with the requester's own pending or approved leave (the user's row is locked, so two requests
 * at once are checked in turn). The approvers of the requester's sites are notified.
 */
export async function requestLeave(deps: Deps, actor: UserActor, values: LeaveValues) {
  const outside = leaveWindowErrors(values, localDateOf(deps.clock.now()));
  const first = outside.startDate ?? outside.endDate;
  if (first) throw badRequest(first, outside);
  return deps.db.transaction(async (tx) => {
    await lockUserForLeave(tx, actor.id);
    if (await findOverlappingLeave(tx, actor.id, values)) {
      throw conflict(msg('attendance.leaveOverlap'));
    }
    const { id } = await insertLeave(tx, {
      userId: actor.id,
      leaveType: values.leaveType,
      startDate: values.startDate,
      endDate: values.endDate,
      reason: values.reason,
      createdAt: deps.clock.now(),
    });
    for (const approverId of await approversOf(tx, actor.id)) {
      await notifyUser(tx, {
        userId: approverId,
        type: 'leave_request',
        title: msg('attendance.leaveRequestedTitle'),
        body: msg('attendance.leaveRequestedBody', {
          name: actor.name,
          leave: leaveOf(values, 'readable'),
        }),
        data: { leaveId: id },
      });
    }
    await recordActivity(tx, actor, {
      action: 'leave_request',
      description: msg('attendance.activityLeaveRequested', {
        name: actor.name,
        leave: leaveOf(values, 'stored'),
      }),
      type: 'leave',
      metadata: { leaveId: id, leaveType: values.leaveType },
      ...eventTimeOf(deps, deps.clock.now()),
    });
    return reload(tx, id);
  });
}

export function listOwnLeave(deps: Pick<Deps, 'db'>, actor: UserActor, page: Page) {
  return listLeave(deps.db, { userId: actor.id, scope: { all: true } }, page);
}

/**
 * The sites whose people's requests an approver lists: theirs (administrators all), or the one
 * asked for (the header's site, issue 30), which must be one of theirs: another is a 404, so a
 * site's existence is not revealed and its requests never leak.
 */
function leaveScopeOf(actor: UserActor, siteId: string | undefined) {
  const scope = attendancePolicy.scopeOf(actor);
  if (!siteId) return scope;
  if (!scopeAllows(scope, siteId)) throw notFound(msg('attendance.siteNotFound'));
  return { all: false as const, siteIds: [siteId] };
}

/**
 * GET /attendance/leave/all: the requests of the approver's sites (administrators all), or of
 * one of them.
 */
export function listLeaveOfSites(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  query: Page & { status?: LeaveStatus | undefined; siteId?: string | undefined },
) {
  return listLeave(
    deps.db,
    { status: query.status, scope: leaveScopeOf(actor, query.siteId) },
    query,
  );
}

export function summarizeLeave(
  deps: Pick<Deps, 'db'>,
  actor: UserActor,
  query: { siteId?: string | undefined } = {},
) {
  return leaveSummary(deps.db, leaveScopeOf(actor, query.siteId), RECENT_DECISIONS);
}

export async function loadVisibleLeave(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  return foundOr404(
    await findLeave(deps.db, id, attendancePolicy.scopeOf(actor)),
    msg('attendance.leaveNotFound'),
  );
}

/**
 * Approves or rejects a pending request (both calls of requirements/attendance.md#calls): never one's own, and only once;
 * when two approvers decide at once, the second is told it was already processed. The requester
 * is notified (leave_approval / leave_rejection), with the decision's note (issue 30: why it was
 * rejected), which their list shows too.
 */
export async function decideLeave(
  deps: Deps,
  actor: UserActor,
  {
    leave,
    status,
    note = null,
  }: { leave: LeaveWithPeople; status: LeaveStatus; note?: string | null },
) {
  attendancePolicy.assertMayDecide(actor, leave.userId);
  return deps.db.transaction(async (tx) => {
    const decided = await decidePendingLeave(tx, leave.id, {
      status,
      decidedBy: actor.id,
      decidedAt: deps.clock.now(),
      decisionNote: note,
    });
    if (!decided) throw conflict(msg('attendance.leaveAlreadyProcessed'));
    const approved = status === 'Approved';
    const because = { hasNote: Boolean(note), note: note ?? '' };
    await notifyUser(tx, {
      userId: leave.userId,
      type: approved ? 'leave_approval' : 'leave_rejection',
      title: msg(approved ? 'attendance.leaveApproved' : 'attendance.leaveRejected'),
      body: msg('attendance.leaveDecidedBody', {
        leave: leaveOf(leave, 'readable'),
        approved,
        name: actor.name,
        ...because,
      }),
      data: { leaveId: leave.id, status },
    });
    await recordActivity(tx, actor, {
      action: approved ? 'leave_approved' : 'leave_rejected',
      description: msg('attendance.activityLeaveDecided', {
        name: actor.name,
        approved,
        person: leave.userName,
        leave: leaveOf(leave, 'stored'),
        ...because,
      }),
      type: 'leave',
      metadata: { leaveId: leave.id, userId: leave.userId, status, note },
      ...eventTimeOf(deps, deps.clock.now()),
    });
    return reload(tx, leave.id);
  });
}
