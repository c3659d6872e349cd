import { isoDay, msg } from '@cmms/shared/i18n/message';
import { inEnglish, translatorFor } from '@cmms/shared/i18n/source-translators';
import {
  occurrenceAfter,
  type PmPriority,
  type PmRecurrence,
  workOrderPriorityOf,
} from '@cmms/shared/pm';
import { dateIn, zoneOrProcess } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import { type Actor, SYSTEM_ACTOR } from '../../lib/actor';
import type { ServiceDeps, WorkOrderClosed } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { languageOfRecipient } from '../organisation/organisation.service';
import { findSiteManagers } from '../users/users.service';
import { createTask } from '../work-orders/work-orders.service';
import { recurrenceLabel } from './pm.messages';
import { storedReason } from './pm.presenter';
import { recipientOf } from './pm.recipients';
import { findPm, findPmOfOpenTask, type PmWithNames, updatePmRow } from './pm.repository';

// A PM's cycle (docs/pm.md): it falls due, its work order is generated, and the work order's
// closing moves it to its next date. The scheduler's pass (pm.scheduler.ts) and the PM verbs
// (pm.service.ts) both generate through here.

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;
const ALL = { all: true } as const;

/** Today on the calendar of the PM's site (its asset's): the day it falls due by (issue 29). */
export const todayOfPm = (pm: Pick<PmWithNames, 'siteTimeZone'>, now: Date) =>
  dateIn(now, zoneOrProcess(pm.siteTimeZone));

/**
 * Due now: a date on or before today at its site, not finished, nothing open. A PM without an
 * assignee is due too: its work order goes to whoever recipientOf finds (issue 29).
 */
export const isDue = (pm: PmWithNames, now: Date) =>
  pm.date !== null &&
  pm.date <= todayOfPm(pm, now) &&
  pm.status !== 'Completed' &&
  pm.openTaskId === null;

/**
 * A due PM whose work order nobody can take: it says why, and the first time it does (not on
 * every pass) the managers of its site, else the administrators, are told.
 */
async function reportNobody(tx: DbOrTx, pm: PmWithNames, now: Date) {
  const reason = msg('pm.nobodyToTakeIt', { site: pm.siteName });
  const stored = storedReason(reason);
  if (pm.generationError === stored) return;
  await updatePmRow(tx, pm.id, { generationError: stored, updatedAt: now });
  // A row written before reasons were kept as messages holds this one in English: reported then.
  if (pm.generationError === inEnglish(reason)) return;
  for (const userId of await findSiteManagers(tx, pm.siteId)) {
    await notifyUser(tx, {
      userId,
      type: 'pm_unassigned',
      title: msg('pm.nobodyTitle'),
      body: msg('pm.nobodyBody', {
        title: pm.title,
        asset: pm.assetName,
        date: { day: pm.date as string },
        reason,
      }),
      data: { pmId: pm.id },
    });
  }
}

/**
 * What a generated work order says it is when the PM has no description of its own. A work
 * order's description is its data, read by everyone who handles it: it is written in the
 * organisation's language.
 */
async function defaultDescription(db: DbOrTx, pm: PmWithNames) {
  const translator = translatorFor(await languageOfRecipient({ db }, { language: null }));
  return translator.render(
    msg('pm.workOrderDescription', {
      title: pm.title,
      recurrence: recurrenceLabel(pm.recurrence),
    }),
  );
}

/**
 * Generates the work order of a due PM, in the caller's transaction: on the asset's site, for its
 * recipient (the assignee, else the asset's assignee, else a supervisor or manager of the site:
 * pm.recipients.ts), with its title, priority and description, due on the PM's date. The PM then
 * holds it as open, so nothing more is generated until it closes. If nobody can take it, or the
 * work order cannot be made, the PM records why and the rest goes on.
 */
export async function generateWorkOrder(deps: Deps & { db: DbOrTx }, pm: PmWithNames) {
  const now = deps.clock.now();
  const recipient = await recipientOf(deps.db, pm);
  if (!recipient) {
    await reportNobody(deps.db, pm, now);
    return null;
  }
  try {
    const task = await createTask(deps, SYSTEM_ACTOR, {
      title: pm.title,
      description: pm.description || (await defaultDescription(deps.db, pm)),
      dueDate: pm.date as string,
      priority: workOrderPriorityOf(pm.priority as PmPriority),
      status: 'pending',
      taskType: 'maintenance',
      siteId: pm.siteId,
      assetId: pm.assetId,
      assignedToId: recipient.id,
      origin: { type: 'pm', pmId: pm.id, pmTitle: pm.title, dueDate: pm.date as string },
    });
    await updatePmRow(deps.db, pm.id, {
      openTaskId: task.id,
      status: 'In Progress',
      generationError: null,
      lastGeneratedAt: now,
      updatedAt: now,
    });
    await recordActivity(deps.db, SYSTEM_ACTOR, {
      action: 'pm_work_order_generated',
      description: msg('pm.activityGenerated', {
        title: pm.title,
        date: isoDay(pm.date as string),
        workOrder: task.workOrderNumber,
        assignee: task.assigneeName,
      }),
      type: 'pm',
      siteId: pm.siteId,
      metadata: { pmId: pm.id, taskId: task.id, dueDate: pm.date },
    });
    return task;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // createTask's own savepoint was rolled back; the PM says why it is waiting.
    await updatePmRow(deps.db, pm.id, {
      generationError: storedReason(error.text),
      updatedAt: now,
    });
    return null;
  }
}

/** Generates the work order of one PM if it is due: after a PM is created or changed. */
export async function generateIfDue(deps: Deps, pmId: string) {
  const pm = await findPm(deps.db, pmId, ALL);
  if (pm && isDue(pm, deps.clock.now())) await generateWorkOrder(deps, pm);
}

/**
 * When a PM's work order closes (completed or cancelled), the PM moves to its next date: the
 * first occurrence after both the date it was due and today at its site, counted on the calendar
 * from its anchor. Work done late covers the occurrences it was late for, so it leaves no trail of overdue
 * dates; work done early moves the PM one step on.
 */
export async function rollAfterWorkOrder(deps: Deps, event: WorkOrderClosed, actor: Actor) {
  const held = await findPmOfOpenTask(deps.db, event.taskId);
  if (!held) return;
  const pm = await findPm(deps.db, held.id, ALL);
  if (!pm?.date) return;
  const today = todayOfPm(pm, event.at);
  const after = pm.date > today ? pm.date : today;
  const next = occurrenceAfter(pm.anchorDate ?? pm.date, pm.recurrence as PmRecurrence, after);
  await updatePmRow(deps.db, pm.id, {
    date: next,
    openTaskId: null,
    status: pm.status === 'Completed' ? 'Completed' : 'Scheduled',
    ...(event.status === 'completed' ? { lastCompletedAt: event.at } : {}),
    updatedAt: event.at,
  });
  await recordActivity(deps.db, actor, {
    action: 'pm_rescheduled',
    description: msg('pm.activityRescheduled', {
      title: pm.title,
      date: isoDay(next),
      status: event.status,
    }),
    type: 'pm',
    siteId: pm.siteId,
    metadata: { pmId: pm.id, taskId: event.taskId, from: pm.date, to: next },
  });
}
