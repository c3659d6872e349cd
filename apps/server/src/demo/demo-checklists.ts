import { Readable } from 'node:stream';
import {
  type CellChange,
  type CellState,
  type ChecklistInput,
  type ChecklistItem,
  categoryInputSchema,
  checklistInputSchema,
  raiseWorkOrderBodySchema,
} from '@cmms/shared/checklists';
import { localTime } from '@cmms/shared/dates';
import { localDateOf } from '@cmms/shared/work-orders';
import sharp from 'sharp';
import type { DbOrTx } from '../db/client';
import {
  assignUser,
  createCategory,
  createChecklist,
  loadVisibleChecklist,
} from '../features/checklists/checklists.service';
import { addCellPhoto } from '../features/checklists/photos.service';
import { raiseWorkOrder, recordCells, saveProgress } from '../features/checklists/progress.service';
import { SYSTEM_ACTOR, type UserActor } from '../lib/actor';
import type { FileStorage } from '../lib/storage/file-storage';

type SiteKey = 'harbor' | 'riverside';

const CUSTOM_CATEGORY = { key: 'infection-control', name: 'Infection control', color: 'purple' };

/** An item of the demo: a tick, or what it records (issue 33) with its unit and range. */
type DemoItem =
  | [name: string, isRequired: boolean]
  | [name: string, isRequired: boolean, kind: Omit<ChecklistInput['items'][number], 'name'>];

const CHECKLISTS: {
  /** 'all': kept for all sites, an administrator's (docs/checklists.md). */
  site: SiteKey | 'all';
  name: string;
  category: string;
  description: string;
  items: DemoItem[];
  assignees: string[];
}[] = [
  {
    site: 'harbor',
    name: 'Daily electrical rounds',
    category: 'electrical',
    description: 'Plant rooms of Tower A and B, before 10:00',
    // One item of every kind (docs/checklists.md "Item kinds"): the HT meter's readings drift
    // out of range now and then (offered a work order), a low fuel level raises one by itself.
    items: [
      ['Check main DB panels for heat and smell', true],
      ['Inspect rooftop chiller starter panel', false],
      ['Test emergency lights on each floor', true, { kind: 'pass_fail' }],
      ['Read and log the HT meter', true, { kind: 'reading', unit: 'kV', min: 10.5, max: 11.5 }],
      [
        'Check DG set fuel level',
        false,
        { kind: 'reading', unit: '%', min: 40, raiseWorkOrder: 'always' },
      ],
      ['Shift handover notes', false, { kind: 'note' }],
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

/** The days the HT meter read outside 10.5–11.5 kV, by days before today. */
const HT_OUTSIDE: Record<number, number> = { 21: 11.8, 12: 10.2, 5: 11.65 };

const HANDOVER_NOTES = [
  'DG set serviced by the vendor; next service due in 3 months.',
  'Lift 2 making a grinding noise at floor 9. Reported to the lift contractor.',
  'Tower B basement sump pump tripped once at 06:40, reset and running.',
  'Spare fuses for the DB panels are running low: 4 left of the 32 A.',
];

/**
 * The value a demo item records on a day (issue 33), or null when the day is left open: the
 * HT meter near 11 kV and out of its range on three days; the emergency lights pass but fail
 * two days ago (the technician's round: the work order raised below) and now and then; the DG
 * set's fuel falls under 40 % once, in the electrician's round, which raises a work order by
 * itself; a handover note every few days.
 */
function demoValue(
  item: ChecklistItem,
  { offset, seed, role }: { offset: number; seed: number; role: string },
): Omit<CellChange, 'itemId' | 'date' | 'state'> | null {
  const roll = chance(seed * 7 + item.name.length);
  if (item.kind === 'pass_fail') {
    if (role === 'technician' && offset === 2) return { result: 'fail' };
    return { result: roll < 0.05 ? 'fail' : roll < 0.1 ? 'na' : 'pass' };
  }
  if (item.kind === 'reading' && item.unit === 'kV') {
    return { reading: HT_OUTSIDE[offset] ?? Math.round((10.75 + roll * 0.6) * 100) / 100 };
  }
  if (item.kind === 'reading') {
    if (role === 'electrician' && offset === 6) return { reading: 32 };
    return { reading: Math.round(55 + roll * 40) };
  }
  if (item.kind === 'note') {
    if (offset % 4 !== 1) return null;
    return { note: HANDOVER_NOTES[(offset + seed) % HANDOVER_NOTES.length] ?? '' };
  }
  return null;
}

/**
 * The photos taken on cells (issue 33, docs/checklists.md "Cell photos"), by role, days before
 * today and the start of the item's name: the HT meter's face each day it read out of range, and
 * the blocked fire exit the technician found.
 */
const CELL_PHOTOS: {
  role: string;
  offset: number;
  item: string;
  name: string;
  caption: string;
  colours: [string, string];
}[] = [
  ...Object.entries(HT_OUTSIDE).map(([offset, reading]) => ({
    role: 'technician',
    offset: Number(offset),
    item: 'Read and log the HT meter',
    name: `ht-meter-${offset}-days-ago.jpg`,
    caption: `HT meter ${reading.toFixed(2)} kV`,
    colours: ['#0f172a', reading > 11.5 ? '#b91c1c' : '#1d4ed8'] as [string, string],
  })),
  {
    role: 'technician',
    offset: 1,
    item: 'Fire exits clear and unlocked',
    name: 'stair-b-exit.jpg',
    caption: 'Stair B exit: pallets moved',
    colours: ['#422006', '#16a34a'],
  },
];

/** A small photo of what the round found: a panel in flat colours with its caption, as a JPEG. */
function cellPhoto(caption: string, [background, panel]: [string, string]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${background}"/>
    <rect x="150" y="150" width="500" height="260" rx="24" fill="${panel}"/>
    <rect x="200" y="210" width="400" height="120" rx="12" fill="#e2e8f0"/>
    <text x="40" y="90" font-family="sans-serif" font-size="44" fill="#ffffff">${caption}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The values the demo's story needs are recorded whatever the day's roll. */
const isNotable = (item: ChecklistItem, { offset, role }: { offset: number; role: string }) =>
  (item.kind === 'pass_fail' && role === 'technician' && offset === 2) ||
  (item.unit === 'kV' && HT_OUTSIDE[offset] !== undefined) ||
  (item.unit === '%' && role === 'electrician' && offset === 6);

/** A day's changes: ticks as their state says; an item that records a value, its value. */
function dayCells(
  items: readonly ChecklistItem[],
  states: readonly CellState[],
  day: { date: string; offset: number; seed: number; role: string },
): CellChange[] {
  return items.flatMap((item, index) => {
    const state = states[index] ?? 'initial';
    if (item.kind === 'tick') {
      return state === 'initial' ? [] : [{ itemId: item.id, date: day.date, state }];
    }
    // A value is recorded or not: it is never in progress.
    if (state !== 'completed' && !isNotable(item, day)) return [];
    const value = demoValue(item, day);
    return value
      ? [{ itemId: item.id, date: day.date, state: 'completed' as const, ...value }]
      : [];
  });
}

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
  /** Where the cells' photos go; without one (a bare database in tests) they are left out. */
  files?: FileStorage,
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
      items: definition.items.map(([name, isRequired, kind]) => ({ name, isRequired, ...kind })),
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
        const daySeed = seed++;
        const states = dayStates(checklist.items.length, daySeed, isToday);
        const cells = dayCells(checklist.items, states, { date, offset, seed: daySeed, role });
        const ticked = isToday
          ? new Date(Math.min(now.getTime(), atHour(day, 10).getTime()))
          : atHour(day, 12);
        if (cells.length > 0) {
          await recordCells(at(ticked), person, { checklist, userId: person.id, cells });
        }
        // Taken as the round was done: before the evening's save locks the day.
        for (const shot of CELL_PHOTOS) {
          const item = checklist.items.find((one) => one.name.startsWith(shot.item));
          if (!files || !item || shot.role !== role || shot.offset !== offset) continue;
          await addCellPhoto(
            { ...at(ticked), files, config: { uploadMaxBytes: 25 * 1024 * 1024 } },
            person,
            {
              checklist,
              fields: { userId: person.id, day: date, itemId: item.id },
              file: {
                stream: Readable.from([await cellPhoto(shot.caption, shot.colours)]),
                fileName: shot.name,
                isTruncated: () => false,
              },
            },
          );
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
  const lights = checklist.items.find((item) => item.name.startsWith('Test emergency lights'));
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
