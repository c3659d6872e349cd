import {
  type CellChange,
  type CellState,
  categoryInputSchema,
  checklistInputSchema,
  raiseWorkOrderBodySchema,
} from '@cmms/shared/checklists';
import { localTime } from '@cmms/shared/dates';
import { localDateOf } from '@cmms/shared/work-orders';
import type { DbOrTx } from '../db/client';
import {
  assignUser,
  createCategory,
  createChecklist,
  loadVisibleChecklist,
} from '../features/checklists/checklists.service';
import { raiseWorkOrder, recordCells, saveProgress } from '../features/checklists/progress.service';
import { SYSTEM_ACTOR, type UserActor } from '../lib/actor';

type SiteKey = 'harbor' | 'riverside';

const CUSTOM_CATEGORY = { key: 'infection-control', name: 'Infection control', color: 'purple' };

const CHECKLISTS: {
  /** 'all': kept for all sites, an administrator's (docs/checklists.md). */
  site: SiteKey | 'all';
  name: string;
  category: string;
  description: string;
  items: [name: string, isRequired: boolean][];
  assignees: string[];
}[] = [
  {
    site: 'harbor',
    name: 'Daily electrical rounds',
    category: 'electrical',
    description: 'Plant rooms of Tower A and B, before 10:00',
    items: [
      ['Check main DB panels for heat and smell', true],
      ['Test emergency lights on each floor', true],
      ['Read and log the HT meter', true],
      ['Check DG set fuel level', false],
      ['Inspect rooftop chiller starter panel', false],
    ],
    assignees: ['technician', 'electrician'],
  },
  {
    site: 'harbor',
    name: 'Fire safety walk',
    category: 'safety',
    description: 'Every staircase and basement',
    items: [
      ['Fire exits clear and unlocked', true],
      ['Extinguishers in place and in date', true],
      ['Hydrant valves closed and sealed', false],
    ],
    assignees: ['technician'],
  },
  {
    site: 'riverside',
    name: 'Ward cleaning',
    category: 'housekeeping',
    description: 'Wards 1 to 4 and the nurses’ stations',
    items: [
      ['Mop floors with disinfectant', true],
      ['Empty and reline bins', true],
      ['Wipe bed rails and call buttons', true],
      ['Restock hand sanitiser', false],
    ],
    assignees: ['housekeeping'],
  },
  {
    site: 'riverside',
    name: 'Isolation room turnover',
    category: CUSTOM_CATEGORY.key,
    description: 'After every discharge from rooms I-1 to I-3',
    items: [
      ['Remove and bag linen', true],
      ['Wipe all surfaces with chlorine solution', true],
      ['Replace curtains', false],
    ],
    assignees: ['housekeeping'],
  },
  {
    site: 'all',
    name: 'Monthly extinguisher check',
    category: 'safety',
    description: 'Every building: one round, defined once for all sites',
    items: [
      ['Pressure gauge in the green', true],
      ['Seal and pin intact', true],
      ['Inspection tag signed', false],
    ],
    assignees: ['technician', 'housekeeping'],
  },
];

/** The same pseudo-random day after day: the demo reads the same at every start. */
function chance(seed: number) {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

const atHour = (day: Date, hour: number) =>
  localTime(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0);

/**
 * A realistic day: most items done, now and then one left in progress or missed; today only the
 * first items, the last of them still in progress.
 */
function dayStates(itemCount: number, seed: number, isToday: boolean): CellState[] {
  return Array.from({ length: itemCount }, (_, index) => {
    if (isToday) return index === 0 ? 'completed' : index === 1 ? 'in-progress' : 'initial';
    const roll = chance(seed * 31 + index);
    return roll < 0.86 ? 'completed' : roll < 0.93 ? 'in-progress' : 'initial';
  });
}

const monthOf = (day: Date) => ({ year: day.getFullYear(), month: day.getMonth() + 1 });

/**
 * Checklists of both demo sites with the last month of progress of the demo technician,
 * electrician and housekeeping, through the services the API uses: each day's ticks at noon of
 * that day, saved (locked) by the assignee every Sunday evening and at the end of each month,
 * today's left open; one failed emergency light raised a work order.
 */
export async function loadDemoChecklists(
  tx: DbOrTx,
  people: Record<string, UserActor>,
  siteIds: Record<SiteKey, string>,
  now: Date,
) {
  // Each entry carries the time of its round, not of the loading (docs/checklists.md).
  const at = (instant: Date) => ({
    db: tx,
    clock: { now: () => instant },
    stampActivityAtEvent: true,
  });
  const manager = people.manager;
  const admin = people.admin;
  if (!manager || !admin) throw new Error('the demo organisation has no manager or admin');
  const start = atHour(localTime(now.getFullYear(), now.getMonth(), now.getDate() - 30), 9);
  await createCategory(at(start), manager, categoryInputSchema.parse(CUSTOM_CATEGORY));

  const today = localDateOf(now);
  let seed = 1;
  for (const definition of CHECKLISTS) {
    const forAllSites = definition.site === 'all';
    const author = forAllSites ? admin : manager;
    const values = checklistInputSchema.parse({
      ...definition,
      siteId: forAllSites ? null : siteIds[definition.site as SiteKey],
      items: definition.items.map(([name, isRequired]) => ({ name, isRequired })),
    });
    let checklist = await createChecklist(at(start), author, values);
    for (const role of definition.assignees) {
      const person = people[role];
      if (!person) throw new Error(`the demo has no ${role}`);
      await assignUser(at(start), author, { checklist, userId: person.id });
    }
    checklist = await loadVisibleChecklist({ db: tx }, SYSTEM_ACTOR, checklist.id);
    for (const role of definition.assignees) {
      const person = people[role] as UserActor;
      for (let offset = 29; offset >= 0; offset--) {
        const day = localTime(now.getFullYear(), now.getMonth(), now.getDate() - offset);
        const date = localDateOf(day);
        const isToday = date === today;
        const states = dayStates(checklist.items.length, seed++, isToday);
        const cells: CellChange[] = checklist.items.flatMap((item, index) => {
          const state = states[index] ?? 'initial';
          return state === 'initial' ? [] : [{ itemId: item.id, date, state }];
        });
        const ticked = isToday
          ? new Date(Math.min(now.getTime(), atHour(day, 10).getTime()))
          : atHour(day, 12);
        if (cells.length > 0) {
          await recordCells(at(ticked), person, { checklist, userId: person.id, cells });
        }
        const lastOfMonth =
          localTime(day.getFullYear(), day.getMonth(), day.getDate() + 1).getDate() === 1;
        if (!isToday && (day.getDay() === 0 || lastOfMonth)) {
          await saveProgress(at(atHour(day, 18)), person, {
            checklist,
            month: { userId: person.id, ...monthOf(day) },
            cells: [],
          });
        }
      }
    }
    if (definition.name === 'Daily electrical rounds') {
      await raiseFailedLight(tx, people, checklist, now);
    }
  }
}

/** Two days ago the emergency lights on floor 7 failed their test: a work order was raised. */
async function raiseFailedLight(
  tx: DbOrTx,
  people: Record<string, UserActor>,
  checklist: Awaited<ReturnType<typeof createChecklist>>,
  now: Date,
) {
  const supervisor = people.supervisor;
  const technician = people.technician;
  const electrician = people.electrician;
  const lights = checklist.items[1];
  if (!supervisor || !technician || !electrician || !lights) return;
  const day = localTime(now.getFullYear(), now.getMonth(), now.getDate() - 2);
  const raisedAt = atHour(day, 11);
  await raiseWorkOrder({ db: tx, clock: { now: () => raisedAt } }, supervisor, {
    checklist,
    body: raiseWorkOrderBodySchema.parse({
      userId: technician.id,
      itemId: lights.id,
      date: localDateOf(day),
      title: 'Emergency lights on floor 7 failed their test',
      description:
        'Found during "Daily electrical rounds": three fittings near the east stair stay dark when tested. Check batteries and the charger.',
      priority: 'high',
      dueDate: localDateOf(localTime(now.getFullYear(), now.getMonth(), now.getDate() + 1)),
      assignedToId: electrician.id,
    }),
  });
}
