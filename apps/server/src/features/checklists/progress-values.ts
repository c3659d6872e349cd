import {
  type CellValue,
  type ChecklistItem,
  hasValue,
  isFailing,
  type PassFailResult,
} from '@cmms/shared/checklists';
import { isoDay, type Message, type MessageKey, msg } from '@cmms/shared/i18n/message';
import type { Translator } from '@cmms/shared/i18n/translator';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { findUserSites } from '../users/users.service';
import { createTask } from '../work-orders/work-orders.service';
import { checklistPolicy } from './checklists.policy';
import type { ChecklistWithParts } from './checklists.repository';
import { type CellWrite, linkCellToTask } from './progress.repository';

/**
 * Items that record more than a tick (issue 33, docs/checklists.md "Item kinds"): what their
 * values raise by themselves, and how the activity log and a work order name them. Used by the
 * day cells' service (progress.service.ts) inside its transactions.
 */

type WriteDeps = Pick<ServiceDeps, 'db' | 'clock'>;
type Month = { userId: string; year: number; month: number };
type Reader = Pick<Translator, 't'>;

/** A number with its unit: '11.2 kV', or '12' for a reading without one. */
const withUnit = (value: number, unit: string) => (unit ? `${value} ${unit}` : String(value));

const RESULT_NAMES = {
  pass: 'checklists.values.pass',
  fail: 'checklists.values.fail',
  na: 'checklists.values.na',
} as const satisfies Record<PassFailResult, MessageKey>;

/** A range in words: '10.5 kV to 11.5 kV', 'at least 2 bar', 'at most 8 °C'. */
function rangeText(item: ChecklistItem, reader: Reader) {
  const { min, max, unit } = item;
  if (min !== null && max !== null) {
    return reader.t('checklists.range.between', {
      min: withUnit(min, unit),
      max: withUnit(max, unit),
    });
  }
  if (min !== null) return reader.t('checklists.range.atLeast', { min: withUnit(min, unit) });
  return reader.t('checklists.range.atMost', { max: withUnit(max ?? 0, unit) });
}

const TITLE_MAX = 200;

/** The automatic work order's title and description, in the words of whoever recorded it. */
function automaticText(
  checklist: ChecklistWithParts,
  item: ChecklistItem,
  write: CellWrite,
  reader: Reader,
) {
  const day = { day: write.day };
  if (write.reading !== null) {
    return {
      title: reader.t('checklists.auto.readingTitle', { item: item.name }).slice(0, TITLE_MAX),
      description: reader.t('checklists.auto.readingDescription', {
        checklist: checklist.name,
        item: item.name,
        reading: withUnit(write.reading, item.unit),
        range: rangeText(item, reader),
        day,
      }),
    };
  }
  return {
    title: reader.t('checklists.raise.defaultTitle', { item: item.name }).slice(0, TITLE_MAX),
    description: reader.t('checklists.auto.failedDescription', {
      checklist: checklist.name,
      item: item.name,
      day,
    }),
  };
}

/**
 * The work order's site when one is raised automatically: the checklist's; for one kept for all
 * sites, the only site (among the actor's) of the person whose cell it is; else none, and the
 * grid offers the work order instead (the person chooses the asset, and with it the site).
 */
async function automaticSiteOf(
  tx: DbOrTx,
  actor: UserActor,
  checklist: ChecklistWithParts,
  userId: string,
) {
  if (checklist.siteId) return checklist.siteId;
  const scope = checklistPolicy.scopeOf(actor).sites;
  const theirs = (await findUserSites(tx, userId))
    .map((site) => site.id)
    .filter((id) => scope.all || scope.siteIds.includes(id));
  return theirs.length === 1 ? (theirs[0] ?? null) : null;
}

/** What a work order's origin keeps of the value that failed. */
export function recordedOf(item: ChecklistItem, value: CellValue) {
  if (value.reading != null) return { reading: value.reading, unit: item.unit };
  if (value.result != null) return { result: value.result };
  return {};
}

/**
 * An item set to raise its work order `always` (issue 33) does so when a Fail or a reading out
 * of range is recorded: through the work orders' own creation, with the origin, in the
 * transaction of the recording, for the person whose cell it is, due on the day it was
 * recorded. Once per cell: a cell already linked to a work order (this statement's row lock
 * has waited for any other writer of it) raises nothing more.
 */
export async function raiseAutomatically(
  deps: WriteDeps,
  actor: UserActor,
  {
    checklist,
    month,
    writes,
    linked,
    today,
  }: {
    checklist: ChecklistWithParts;
    month: Month;
    writes: readonly CellWrite[];
    linked: ReadonlyMap<string, string | null>;
    today: string;
  },
  reader: Reader,
) {
  const items = new Map(checklist.items.map((item) => [item.id, item]));
  let siteId: string | null | undefined;
  for (const write of writes) {
    const item = items.get(write.itemId);
    if (item?.raiseWorkOrder !== 'always' || !isFailing(item, write)) continue;
    if (linked.get(`${write.itemId}/${write.day}`)) continue;
    siteId ??= await automaticSiteOf(deps.db, actor, checklist, month.userId);
    if (!siteId) return;
    const task = await createTask(deps, actor, {
      ...automaticText(checklist, item, write, reader),
      dueDate: today,
      priority: 'high',
      status: 'pending',
      taskType: 'inspection',
      siteId,
      assetId: null,
      assignedToId: month.userId,
      origin: {
        type: 'checklist',
        checklistId: checklist.id,
        checklistName: checklist.name,
        itemId: item.id,
        itemName: item.name,
        date: write.day,
        userId: month.userId,
        ...recordedOf(item, write),
        automatic: true,
      },
    });
    await linkCellToTask(
      deps.db,
      checklist.id,
      month.userId,
      { itemId: write.itemId, date: write.day },
      task.id,
      deps.clock.now(),
    );
  }
}

/** A value as the activity log names it: Pass, Fail, N/A, '11.2 kV' or the note's start. */
function valueWords(item: ChecklistItem | undefined, value: CellValue): Message | string {
  if (value.result != null) return msg(RESULT_NAMES[value.result]);
  if (value.reading != null) return withUnit(value.reading, item?.unit ?? '');
  const note = value.note ?? '';
  return note.length > 80 ? `${note.slice(0, 79)}…` : note;
}

/** The values of a change, for its activity entry's metadata (the first 50). */
export const valuesOf = (writes: readonly CellWrite[]) =>
  writes
    .filter((write) => hasValue(write))
    .slice(0, 50)
    .map(({ itemId, day, result, reading, note }) => ({
      itemId,
      date: day,
      ...(result !== null ? { result } : {}),
      ...(reading !== null ? { reading } : {}),
      ...(note !== null ? { note } : {}),
    }));

/** A change's activity entry: one value recorded says what it was; otherwise how many cells. */
export function recordedDescription(
  checklist: ChecklistWithParts,
  writes: readonly CellWrite[],
  person: Message | string,
) {
  const [only] = writes;
  if (writes.length === 1 && only && hasValue(only)) {
    const item = checklist.items.find((i) => i.id === only.itemId);
    return msg('checklists.activity.valueRecorded', {
      item: item?.name ?? msg('checklists.unknownItem'),
      checklist: checklist.name,
      day: isoDay(only.day),
      value: valueWords(item, only),
      person,
    });
  }
  return msg('checklists.activity.ticked', {
    count: writes.length,
    checklist: checklist.name,
    person,
  });
}
