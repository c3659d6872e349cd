import { msg } from '@cmms/shared/i18n/message';
import { centsOf } from '@cmms/shared/money';
import type { UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { listTaskActivity, recordActivity } from '../activity/activity.service';
import { listAttachments } from '../attachments/attachments.service';
import { issuePartToTask, listPartsOfTask, returnPartFromTask } from '../materials/parts.service';
import { organisationCurrency } from '../organisation/organisation.service';
import { findWorkOrderReaders, loadUser } from '../users/users.service';
import { COMMENT_ACTIONS, listTaskComments } from '../work-orders/comments.service';
import { completionPhotoOf, type TaskWithNames } from '../work-orders/work-orders.service';
import { recordPolicy } from './work-order-record.policy';
import {
  findRunning,
  labourCostCents,
  listEntries,
  listRates,
  saveRate,
} from './work-order-record.repository';

/**
 * The record of a work order in one read (docs/work-order-record.md): its timeline (the activity
 * log's entries about it and its comments), its time, its parts and, for those who may see
 * pay, its cost.
 */
type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

const SHOWN_AS_THEMSELVES = [...COMMENT_ACTIONS, 'task_attachment_added'];

/** Events shown on one page, oldest first. */
const EVENTS_SHOWN = 1000;

export async function loadRecord(deps: Pick<Deps, 'db'>, actor: UserActor, task: TaskWithNames) {
  const seeCost = recordPolicy.canSeeCost(actor);
  const [events, comments, files, entries, running, parts, people, labour, currency, photoRule] =
    await Promise.all([
      listTaskActivity(deps, task.id, EVENTS_SHOWN),
      listTaskComments(deps, task.id),
      listAttachments(deps, { taskId: task.id }),
      listEntries(deps.db, task.id),
      findRunning(deps.db, actor.id),
      listPartsOfTask(deps.db, task.id),
      findWorkOrderReaders(deps.db, task),
      seeCost ? labourCostCents(deps.db, task.id) : Promise.resolve(0),
      seeCost ? organisationCurrency(deps) : Promise.resolve(null),
      completionPhotoOf(deps, task.id),
    ]);
  return {
    // A comment and an added file are their own lines of the timeline; the log's entries for
    // them would say the same thing twice.
    events: events.filter((event) => !SHOWN_AS_THEMSELVES.includes(event.action)),
    comments,
    files,
    entries,
    running: running?.taskId === task.id ? running : null,
    parts,
    people,
    cost:
      currency === null
        ? null
        : {
            currency,
            labourCents: labour,
            partsCents: parts.reduce((sum, part) => sum + (part.costCents ?? 0), 0),
          },
    can: recordPolicy.abilitiesOf(actor),
    seeCost,
    completionPhotoRequired: photoRule.required,
  };
}

type PartChange = { materialId: string; quantity: number; note?: string | undefined };

/** Issues or returns a part and answers its line on the work order. */
export async function changePart(
  deps: Deps,
  actor: UserActor,
  {
    task,
    change,
    direction,
  }: { task: TaskWithNames; change: PartChange; direction: 'issue' | 'return' },
) {
  const at = deps.clock.now();
  const move = direction === 'issue' ? issuePartToTask : returnPartFromTask;
  return deps.db.transaction(async (tx) => {
    await move(tx, actor, task, { ...change, note: change.note ?? '', at });
    const lines = await listPartsOfTask(tx, task.id);
    const line = lines.find((part) => part.materialId === change.materialId);
    if (!line) throw new Error('a part moved on a work order has no line there');
    return line;
  });
}

/** Every hourly rate, for the administrators' user screens. */
export async function hourlyRates(deps: Pick<Deps, 'db'>) {
  return listRates(deps.db);
}

export async function setHourlyRate(
  deps: Deps,
  actor: UserActor,
  { userId, hourlyRate }: { userId: string; hourlyRate: number | null },
) {
  const user = await loadUser(deps, userId);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await saveRate(tx, {
      userId: user.id,
      rateCents: hourlyRate === null ? null : centsOf(hourlyRate),
      updatedBy: actor.id,
      at,
    });
    // The amount is pay: the log says that it changed, not to what.
    await recordActivity(tx, actor, {
      action: 'user_rate_changed',
      description: msg('workOrderRecord.activityRateChanged', { name: user.name }),
      type: 'user',
      metadata: { userId: user.id },
    });
  });
  return { userId: user.id, hourlyRate };
}
