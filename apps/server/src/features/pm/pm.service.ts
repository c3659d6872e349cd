import { addDays } from '@cmms/shared/dates';
import { type Message, msg } from '@cmms/shared/i18n/message';
import {
  occurrencesBetween,
  type PmOpenWorkOrderChoice,
  type PmRecurrence,
  type PmStatus,
  type PmValues,
  UPCOMING_DAYS,
  type UpcomingDay,
} from '@cmms/shared/pm';
import { dateIn, processTimeZone } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { scopeAllows } from '../../lib/auth/site-scope';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, foundOr404 } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import { siteOfAsset } from '../assets/assets.service';
import { findWorkOrderTakers } from '../users/users.service';
import { loadTaskForStatusChange, setTaskStatus } from '../work-orders/work-orders.service';
import { generateIfDue, todayOfPm } from './generation.service';
import { recurrenceLabel, statusLabel } from './pm.messages';
import { pmPolicy } from './pm.policy';
import {
  deletePmRow,
  findPm,
  insertPm,
  listPmRows,
  type PmFilters,
  type PmWithNames,
  schedulesDueBy,
  updatePmRow,
} from './pm.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

export async function loadVisiblePm(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  return foundOr404(await findPm(deps.db, id, pmPolicy.scopeOf(actor)), msg('pm.notFound'));
}

export function listPms(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: PmFilters & { limit: number; offset: number },
) {
  return listPmRows(deps.db, pmPolicy.scopeOf(actor), query, query);
}

async function reload(tx: DbOrTx, id: string) {
  const row = await findPm(tx, id, { all: true });
  if (!row) throw new Error(`pm ${id} vanished inside its own transaction`);
  return row;
}

/**
 * The asset must be one the actor may see (docs/pm.md), and the assignee someone at the asset's
 * site who may see and update work orders (issue 29: a client or a custom role without work
 * order access would get work orders they cannot act on). Every failing field is reported.
 */
async function checkPlacement(tx: DbOrTx, actor: Actor, values: PmValues) {
  const errors: Record<string, Message> = {};
  const siteId = await siteOfAsset(tx, values.assetId);
  if (!siteId || !scopeAllows(pmPolicy.scopeOf(actor), siteId)) {
    errors.assetId = msg('pm.assetOutOfScope');
  } else if (values.assigneeId) {
    const takers = await findWorkOrderTakers(tx, [siteId], [values.assigneeId]);
    if (!takers.some((taker) => taker.id === values.assigneeId)) {
      errors.assigneeId = msg('pm.assigneeNotOnSite');
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

export async function createPm(deps: Deps, actor: UserActor, values: PmValues) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    const { id } = await insertPm(tx, {
      ...values,
      status: values.status ?? 'Scheduled',
      anchorDate: values.date,
      createdBy: actor.id,
      createdAt: now,
      updatedAt: now,
    });
    const created = await reload(tx, id);
    await recordActivity(tx, actor, {
      action: 'pm_created',
      description: msg('pm.activityCreated', {
        title: created.title,
        asset: created.assetName,
        recurrence: recurrenceLabel(created.recurrence),
      }),
      type: 'pm',
      siteId: created.siteId,
      metadata: { pmId: id, assetId: created.assetId },
    });
    await generateIfDue({ ...deps, db: tx }, id);
    return reload(tx, id);
  });
}

/** PUT /pm/{id}: a date set by hand becomes the anchor the recurrence counts from. */
export async function updatePm(
  deps: Deps,
  actor: UserActor,
  { pm: existing, values }: { pm: PmWithNames; values: PmValues },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await checkPlacement(tx, actor, values);
    await updatePmRow(tx, existing.id, {
      ...values,
      status: values.status ?? existing.status,
      anchorDate: values.date === existing.date ? existing.anchorDate : values.date,
      generationError: null,
      updatedAt: now,
    });
    const updated = await reload(tx, existing.id);
    await recordActivity(tx, actor, {
      action: 'pm_updated',
      description: msg('pm.activityUpdated', { title: updated.title }),
      type: 'pm',
      siteId: updated.siteId,
      metadata: { pmId: existing.id },
    });
    await generateIfDue({ ...deps, db: tx }, existing.id);
    return reload(tx, existing.id);
  });
}

/**
 * PATCH /pm/{id}/status: any status for managers; In Progress or Completed for a technician.
 * Completed ends the schedule; the work order it holds open stays unless `openWorkOrder` is
 * `cancel`, which cancels it in the same transaction, as its assignee's work-order rights allow
 * (docs/pm.md, "Ending a schedule").
 */
export async function setPmStatus(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'workOrderEvents'>,
  actor: UserActor,
  {
    pm: existing,
    status,
    openWorkOrder = 'keep',
  }: { pm: PmWithNames; status: PmStatus; openWorkOrder?: PmOpenWorkOrderChoice | undefined },
) {
  pmPolicy.assertMaySetStatus(actor, status);
  const cancelling = status === 'Completed' && openWorkOrder === 'cancel' && !!existing.openTaskId;
  if (status === existing.status && !cancelling) return existing;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await updatePmRow(tx, existing.id, { status, updatedAt: now });
    if (cancelling && existing.openTaskId) {
      // The PM is Completed first, so the roll its work order's closing triggers keeps it ended.
      const task = await loadTaskForStatusChange({ db: tx }, actor, existing.openTaskId);
      await setTaskStatus({ ...deps, db: tx }, actor, { task, status: 'cancelled' });
    }
    if (status === existing.status) return reload(tx, existing.id);
    await recordActivity(tx, actor, {
      action: 'pm_updated',
      description: msg('pm.activityStatus', {
        title: existing.title,
        status: statusLabel(status),
        previous: statusLabel(existing.status),
      }),
      type: 'pm',
      siteId: existing.siteId,
      metadata: { pmId: existing.id, from: existing.status, to: status },
    });
    await generateIfDue({ ...deps, db: tx }, existing.id);
    return reload(tx, existing.id);
  });
}

/** DELETE /pm/{id}: its generated work orders stay, and still say where they came from. */
export async function deletePm(deps: Pick<Deps, 'db'>, actor: UserActor, existing: PmWithNames) {
  await deps.db.transaction(async (tx) => {
    await recordActivity(tx, actor, {
      action: 'pm_deleted',
      description: msg('pm.activityDeleted', { title: existing.title }),
      type: 'pm',
      siteId: existing.siteId,
      metadata: { pmId: existing.id, assetId: existing.assetId },
    });
    await deletePmRow(tx, existing.id);
  });
}

/**
 * The upcoming view (issue 18): every occurrence of every PM the actor sees over the next 30
 * days, today included, grouped by day. A PM already due shows on its due date if that is today,
 * and its later occurrences follow the recurrence. Each PM's days are its site's (issue 29): a
 * site's today is at most two days from the server's, so the PMs of the widest window are read
 * and each is cut to its own.
 */
export async function upcomingPms(
  deps: Deps,
  actor: Actor,
  query: { siteId?: string | undefined },
): Promise<UpcomingDay[]> {
  const now = deps.clock.now();
  const widest = addDays(dateIn(now, processTimeZone()), UPCOMING_DAYS + 1);
  const schedules = await schedulesDueBy(deps.db, pmPolicy.scopeOf(actor), widest, query.siteId);
  const byDay = new Map<string, UpcomingDay['items']>();
  for (const pm of schedules) {
    const today = todayOfPm(pm, now);
    const last = addDays(today, UPCOMING_DAYS - 1);
    const anchor = pm.anchorDate ?? (pm.date as string);
    const from = (pm.date as string) > today ? (pm.date as string) : today;
    const dates = occurrencesBetween(anchor, pm.recurrence as PmRecurrence, from, last);
    for (const date of dates) {
      const items = byDay.get(date) ?? [];
      items.push({
        pmId: pm.id,
        title: pm.title,
        priority: pm.priority as UpcomingDay['items'][number]['priority'],
        recurrence: pm.recurrence as PmRecurrence,
        asset: { id: pm.assetId, name: pm.assetName, site: { id: pm.siteId, name: pm.siteName } },
        assignee:
          pm.assigneeId && pm.assigneeName ? { id: pm.assigneeId, name: pm.assigneeName } : null,
      });
      byDay.set(date, items);
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, items]) => ({ date, items }));
}
