import {
  type CellChange,
  type CellPhotos,
  type ChecklistItem,
  checkCellValue,
  isFailing,
  type MonthQuery,
  monthRange,
  type PassFailResult,
  type RaiseWorkOrderBody,
  type ReopenBody,
} from '@cmms/shared/checklists';
import { isoDay, type Message, msg } from '@cmms/shared/i18n/message';
import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import type { Translator } from '@cmms/shared/i18n/translator';
import { workOrderRules } from '@cmms/shared/work-rules';
import { dateIn, processTimeZone, zoneOrProcess } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, forbidden, foundOr404 } from '../../lib/errors';
import { type EventTimeDeps, eventTimeOf, recordActivity } from '../activity/activity.service';
import { siteOfAsset } from '../assets/assets.service';
import { attachmentView, listChecklistPhotos } from '../attachments/attachments.service';
import { timeZonesOfUser } from '../sites/sites.service';
import { findUserSites } from '../users/users.service';
import { createTask } from '../work-orders/work-orders.service';
import { checklistPolicy } from './checklists.policy';
import { presentMonth } from './checklists.presenter';
import {
  type ChecklistWithParts,
  findAssignment,
  readChecklistMonth,
} from './checklists.repository';
import {
  type CellWrite,
  linkCellToTask,
  lockCells,
  lockCompletedCells,
  reopenCell,
  upsertCells,
} from './progress.repository';
import { raiseAutomatically, recordedDescription, recordedOf, valuesOf } from './progress-values';

/**
 * What signs the links of a month's photos (issue 33): the file storage and the secret. A caller
 * that reads no answer (the demo's loader) may leave them out; the month then carries no photos.
 */
type PhotoLinkDeps = Partial<Pick<ServiceDeps, 'files' | 'tokens'>>;
type Deps = Pick<ServiceDeps, 'db' | 'clock'> & EventTimeDeps & PhotoLinkDeps;
type Month = { userId: string; year: number; month: number };
/**
 * Who reads the month answered: the routes pass the request's translator, for the stand-in name
 * of someone whose account is gone; a caller that reads no answer (the demo's loader) leaves it.
 */
type Reader = Pick<Translator, 't'>;

const monthOfDate = (userId: string, date: string): Month => ({
  userId,
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

/**
 * The photos of the month's cells (issue 33), grouped by cell, each with fresh signed links: one
 * read of the attachments' checklist index for the month, however many cells have photos.
 */
async function monthPhotos(
  deps: Pick<Deps, 'db' | 'clock'> & PhotoLinkDeps,
  month: { checklistId: string; userId: string; first: string; last: string },
): Promise<CellPhotos[] | undefined> {
  const { files, tokens } = deps;
  if (!files || !tokens) return undefined;
  const rows = await listChecklistPhotos(deps, month);
  const byCell = new Map<string, CellPhotos>();
  for (const row of rows) {
    const key = `${row.checklistItemId}|${row.checklistDay}`;
    let cell = byCell.get(key);
    if (!cell) {
      cell = { itemId: row.checklistItemId ?? '', date: row.checklistDay ?? '', photos: [] };
      byCell.set(key, cell);
    }
    cell.photos.push(await attachmentView({ files, tokens, clock: deps.clock }, row));
  }
  return [...byCell.values()];
}

/**
 * The grid (requirements/checklists.md#screens): one person's month of a checklist, read with the checklist, its
 * scope and its items in one statement, and its photos in one more. A checklist outside the
 * scope is a 404.
 */
async function readMonth(
  deps: Pick<Deps, 'db' | 'clock'> & PhotoLinkDeps,
  actor: Actor,
  checklistId: string,
  month: Month,
  reader: Reader,
) {
  const range = monthRange(month.year, month.month);
  const row = foundOr404(
    await readChecklistMonth(deps.db, checklistPolicy.scopeOf(actor), {
      id: checklistId,
      userId: month.userId,
      ...range,
    }),
    msg('checklists.notFound'),
  );
  const photos = await monthPhotos(deps, { checklistId, userId: month.userId, ...range });
  return presentMonth(row, month, row.cells, reader.t('checklists.formerUser'), photos);
}

export async function getMonthProgress(
  deps: Pick<Deps, 'db' | 'clock'> & PhotoLinkDeps,
  actor: UserActor,
  checklistId: string,
  query: MonthQuery,
  reader: Reader = englishTranslator,
) {
  checklistPolicy.assertMayReadProgressOf(actor, query.userId);
  return readMonth(deps, actor, checklistId, query, reader);
}

/**
 * Today for a person's ticks on a checklist (issue 29): at the checklist's site. A checklist kept
 * for all sites has none: the latest today at the sites of the person the ticks are for (a day
 * that has begun where they work may be ticked), else the server's.
 */
export async function todayOfTicks(
  db: DbOrTx,
  checklist: ChecklistWithParts,
  userId: string,
  now: Date,
) {
  if (checklist.siteId) return dateIn(now, zoneOrProcess(checklist.siteTimeZone));
  const days = (await timeZonesOfUser(db, userId)).map((zone) => dateIn(now, zone)).sort();
  return days.at(-1) ?? dateIn(now, processTimeZone());
}

/** The person must still be assigned: ticks belong to an assignment (and cascade with it). */
export async function assertAssigned(tx: DbOrTx, checklistId: string, userId: string) {
  const assignment = await findAssignment(tx, checklistId, userId);
  if (!assignment || assignment.removedAt !== null) {
    const message = msg('checklists.notAssigned');
    throw badRequest(message, { userId: message });
  }
}

/**
 * Each value must fit its item's kind (issue 33, checkCellValue): a tick takes none, the other
 * kinds their own, sent with the state completed. Every misfit is reported under its field
 * (`cells.2.reading`), the first as the message.
 */
function checkValues(items: ReadonlyMap<string, ChecklistItem>, cells: readonly CellChange[]) {
  const errors: Record<string, Message> = {};
  cells.forEach((cell, index) => {
    const item = items.get(cell.itemId);
    const misfit = item ? checkCellValue(item.kind, cell) : null;
    if (misfit) errors[`cells.${index}.${misfit.field}`] = msg(misfit.message);
  });
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * The ticks and values as rows to write: each item must be the checklist's, each day within the
 * month and not after today (todayOfTicks), each value of its item's kind. A cell sent twice
 * counts once, the last change winning.
 */
function cellWrites(
  checklist: ChecklistWithParts,
  month: Month,
  cells: readonly CellChange[],
  actor: UserActor,
  { now, today }: { now: Date; today: string },
): CellWrite[] {
  const items = new Map(checklist.items.map((item) => [item.id, item]));
  const { first, last } = monthRange(month.year, month.month);
  const writes = new Map<string, CellWrite>();
  for (const cell of cells) {
    if (!items.has(cell.itemId)) throw badRequest(msg('checklists.itemNotInChecklist'));
    if (cell.date < first || cell.date > last) {
      throw badRequest(msg('checklists.dayOutsideMonth'));
    }
    if (cell.date > today) throw badRequest(msg('checklists.futureDay'));
  }
  checkValues(items, cells);
  for (const cell of cells) {
    const completed = cell.state === 'completed';
    writes.set(`${cell.itemId}/${cell.date}`, {
      itemId: cell.itemId,
      day: cell.date,
      state: cell.state,
      completedBy: completed ? actor.id : null,
      completedAt: completed ? now : null,
      result: cell.result ?? null,
      reading: cell.reading ?? null,
      note: cell.note ?? null,
    });
  }
  return [...writes.values()];
}

type WriteDeps = Pick<ServiceDeps, 'db' | 'clock'>;

/**
 * Writes the cells (refusing the whole change when one is locked) and raises the work orders
 * their values call for (raiseAutomatically), in the caller's transaction.
 */
async function writeCells(
  deps: WriteDeps,
  actor: UserActor,
  {
    checklist,
    month,
    cells,
  }: { checklist: ChecklistWithParts; month: Month; cells: readonly CellChange[] },
  { now, reader }: { now: Date; reader: Reader },
) {
  const today = await todayOfTicks(deps.db, checklist, month.userId, now);
  const writes = cellWrites(checklist, month, cells, actor, { now, today });
  const written = await upsertCells(deps.db, checklist.id, month.userId, writes, now);
  // A locked cell is left as it was; the whole change is refused, nothing half written.
  if (written.length !== writes.length) throw conflict(msg('checklists.locked'));
  const linked = new Map(written.map((row) => [`${row.itemId}/${row.day}`, row.taskId]));
  await raiseAutomatically(deps, actor, { checklist, month, writes, linked, today }, reader);
  return writes;
}

export const personName = (checklist: ChecklistWithParts, userId: string) =>
  checklist.assignments.find((a) => a.userId === userId)?.name ?? msg('checklists.formerAssignee');

/** PUT /checklists/{id}/progress: ticks as they happen (all in one month), not yet locked. */
export async function recordCells(
  deps: Deps,
  actor: UserActor,
  {
    checklist,
    userId,
    cells,
  }: { checklist: ChecklistWithParts; userId: string; cells: CellChange[] },
  reader: Reader = englishTranslator,
) {
  checklistPolicy.assertMayRecordFor(actor, userId);
  const month = monthOfDate(userId, cells[0]?.date ?? '');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertAssigned(tx, checklist.id, userId);
    const writes = await writeCells(
      { db: tx, clock: deps.clock },
      actor,
      { checklist, month, cells },
      { now, reader },
    );
    const values = valuesOf(writes);
    await recordActivity(tx, actor, {
      action: 'checklist_progress_recorded',
      description: recordedDescription(checklist, writes, personName(checklist, userId)),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: {
        checklistId: checklist.id,
        userId,
        cells: writes.length,
        ...(values.length > 0 ? { values } : {}),
      },
      ...eventTimeOf(deps, now),
    });
    return readMonth({ ...deps, db: tx }, actor, checklist.id, month, reader);
  });
}

/**
 * Save Progress (requirements/checklists.md#screens): records the cells sent, then locks every completed cell of the
 * person's month and names who saved it, in one transaction.
 */
export async function saveProgress(
  deps: Deps,
  actor: UserActor,
  { checklist, month, cells }: { checklist: ChecklistWithParts; month: Month; cells: CellChange[] },
  reader: Reader = englishTranslator,
) {
  checklistPolicy.assertMayRecordFor(actor, month.userId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertAssigned(tx, checklist.id, month.userId);
    await writeCells(
      { db: tx, clock: deps.clock },
      actor,
      { checklist, month, cells },
      { now, reader },
    );
    const range = monthRange(month.year, month.month);
    const locked = await lockCompletedCells(
      tx,
      checklist.id,
      { userId: month.userId, ...range },
      actor.id,
      now,
    );
    await recordActivity(tx, actor, {
      action: 'checklist_saved',
      description: msg('checklists.activity.saved', {
        checklist: checklist.name,
        person: personName(checklist, month.userId),
        count: locked,
      }),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: { checklistId: checklist.id, ...month, locked },
      ...eventTimeOf(deps, now),
    });
    return readMonth({ ...deps, db: tx }, actor, checklist.id, month, reader);
  });
}

/**
 * Reopen (requirements/checklists.md#states): a completed cell returns to initial, recording the reopen day (default
 * today) and who reopened it. Saved cells only by the roles that may reopen.
 */
export async function reopenProgressCell(
  deps: Deps,
  actor: UserActor,
  { checklist, body }: { checklist: ChecklistWithParts; body: ReopenBody },
  reader: Reader = englishTranslator,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [cell] = await lockCells(tx, checklist.id, body.userId, [body]);
    if (cell?.state !== 'completed') throw conflict(msg('checklists.notCompleted'));
    checklistPolicy.assertMayReopen(actor, body.userId, cell);
    const reopenedDate = body.reopenedDate ?? (await todayOfTicks(tx, checklist, body.userId, now));
    await reopenCell(tx, checklist.id, body.userId, body, {
      date: reopenedDate,
      by: actor.id,
      now,
    });
    const item = checklist.items.find((i) => i.id === body.itemId);
    await recordActivity(tx, actor, {
      action: 'checklist_reopened',
      description: msg('checklists.activity.reopened', {
        item: item?.name ?? msg('checklists.unknownItem'),
        checklist: checklist.name,
        // The day as the entry always wrote it in English (ISO); other languages write it theirs.
        day: isoDay(body.date),
        person: personName(checklist, body.userId),
      }),
      type: 'checklist',
      siteId: checklist.siteId,
      metadata: {
        checklistId: checklist.id,
        userId: body.userId,
        itemId: body.itemId,
        date: body.date,
        reopenedDate,
        wasLocked: cell.locked,
        // The value it held goes with the reopening (issue 33): the log keeps it.
        ...(cell.result !== null ? { result: cell.result } : {}),
        ...(cell.reading !== null ? { reading: cell.reading } : {}),
        ...(cell.note !== null ? { note: cell.note } : {}),
      },
      ...eventTimeOf(deps, now),
    });
    return readMonth(
      { ...deps, db: tx },
      actor,
      checklist.id,
      monthOfDate(body.userId, body.date),
      reader,
    );
  });
}

/**
 * The site a work order raised from a checklist is for: the checklist's; for one kept for all
 * sites, the chosen asset's, else the only site (among the actor's) of the person who ticked.
 */
async function workOrderSiteOf(
  tx: DbOrTx,
  actor: UserActor,
  checklist: ChecklistWithParts,
  body: RaiseWorkOrderBody,
) {
  if (checklist.siteId) return checklist.siteId;
  if (body.assetId) {
    const assetSite = await siteOfAsset(tx, body.assetId);
    if (assetSite) return assetSite;
  }
  const scope = checklistPolicy.scopeOf(actor).sites;
  const theirs = (await findUserSites(tx, body.userId))
    .map((site) => site.id)
    .filter((id) => scope.all || scope.siteIds.includes(id));
  const [only, ...others] = theirs;
  if (only && others.length === 0) return only;
  const message = msg('checklists.chooseAssetForSite');
  throw badRequest(message, { assetId: message });
}

/**
 * A failed item raises a work order for the checklist's site in one step, linked both ways: the
 * work order keeps where it came from, the cell keeps its work order. Field staff raise it for
 * themselves; those who manage work orders may assign it to anyone of the site.
 */
export async function raiseWorkOrder(
  deps: Pick<ServiceDeps, 'db' | 'clock'> & PhotoLinkDeps,
  actor: UserActor,
  { checklist, body }: { checklist: ChecklistWithParts; body: RaiseWorkOrderBody },
  reader: Reader = englishTranslator,
) {
  checklistPolicy.assertMayRecordFor(actor, body.userId);
  const item = checklist.items.find((i) => i.id === body.itemId);
  if (!item) throw badRequest(msg('checklists.itemNotInChecklist'));
  const now = deps.clock.now();
  if (body.date > (await todayOfTicks(deps.db, checklist, body.userId, now))) {
    throw badRequest(msg('checklists.futureDay'));
  }
  const assignee = body.assignedToId ?? body.userId;
  if (assignee !== body.userId && !workOrderRules.canManage(actor)) {
    throw forbidden(msg('checklists.chooseAssigneeNotAllowed'));
  }
  return deps.db.transaction(async (tx) => {
    await assertAssigned(tx, checklist.id, body.userId);
    const siteId = await workOrderSiteOf(tx, actor, checklist, body);
    const [cell] = await lockCells(tx, checklist.id, body.userId, [body]);
    if (cell?.taskId) throw conflict(msg('checklists.alreadyRaised'));
    const recorded =
      cell &&
      isFailing(item, { result: cell.result as PassFailResult | null, reading: cell.reading })
        ? recordedOf(item, { result: cell.result as PassFailResult | null, reading: cell.reading })
        : {};
    const task = await createTask({ ...deps, db: tx }, actor, {
      title: body.title,
      description: body.description,
      dueDate: body.dueDate,
      priority: body.priority,
      status: 'pending',
      taskType: 'inspection',
      siteId,
      assetId: body.assetId,
      assignedToId: assignee,
      origin: {
        type: 'checklist',
        checklistId: checklist.id,
        checklistName: checklist.name,
        itemId: item.id,
        itemName: item.name,
        date: body.date,
        userId: body.userId,
        ...recorded,
      },
    });
    await linkCellToTask(tx, checklist.id, body.userId, body, task.id, now);
    const progress = await readMonth(
      { ...deps, db: tx },
      actor,
      checklist.id,
      monthOfDate(body.userId, body.date),
      reader,
    );
    return { workOrder: { id: task.id, workOrderNumber: task.workOrderNumber }, progress };
  });
}
