import { localTime } from '@cmms/shared/dates';
import { type PmPriority, type PmRecurrence, pmInputSchema } from '@cmms/shared/pm';
import { localDateOf } from '@cmms/shared/work-orders';
import type { DbOrTx } from '../db/client';
import { createPm } from '../features/pm/pm.service';
import type { UserActor } from '../lib/actor';

/**
 * One PM of every recurrence on the demo assets: one due today and one two days overdue (their
 * work orders are generated as the demo loads), others falling due over the coming weeks, and one
 * without an assignee, whose work orders will go to the UPS's assignee or else a supervisor of
 * its site (docs/pm.md, "Who gets the work order").
 */
const PMS: {
  title: string;
  asset: string;
  recurrence: PmRecurrence;
  priority: PmPriority;
  due: number;
  assignee: string | null;
  description: string;
}[] = [
  {
    title: 'Boiler water treatment log',
    asset: 'boiler',
    recurrence: 'Daily',
    priority: 'Medium',
    due: 0,
    assignee: 'plumber',
    description: 'Record TDS, pH and chemical dosing.',
  },
  {
    title: 'Fire pump churn test',
    asset: 'pump',
    recurrence: 'Weekly',
    priority: 'High',
    due: -2,
    assignee: 'technician',
    description: 'Run the jockey and main pumps for 10 minutes; log pressures.',
  },
  {
    title: 'AHU filter inspection',
    asset: 'ahu',
    recurrence: '2 Weeks',
    priority: 'Medium',
    due: 3,
    assignee: 'technician',
    description: 'Check the pre-filters and the differential pressure gauge.',
  },
  {
    title: 'Oxygen manifold leak test',
    asset: 'oxygen',
    recurrence: '3 Weeks',
    priority: 'Urgent',
    due: 10,
    assignee: 'plumber',
    description: 'Soap test every joint; check both banks change over.',
  },
  {
    title: 'Chiller condenser cleaning',
    asset: 'chiller',
    recurrence: 'Monthly',
    priority: 'High',
    due: 5,
    assignee: 'technician',
    description: 'Brush the condenser tubes and record approach temperatures.',
  },
  {
    title: 'Lift safety gear inspection',
    asset: 'lift',
    recurrence: '2 Months',
    priority: 'Urgent',
    due: 12,
    assignee: 'technician',
    description: 'Governor, safety gear and buffer checks with the lift contractor.',
  },
  {
    title: 'DG load bank test',
    asset: 'dg',
    recurrence: '3 Months',
    priority: 'High',
    due: 1,
    assignee: 'electrician',
    description: 'Two hours at 80% load; record voltage, frequency and coolant temperature.',
  },
  {
    title: 'UPS battery discharge test',
    asset: 'ups',
    recurrence: '6 Months',
    priority: 'High',
    due: 20,
    assignee: null,
    description: 'Discharge to 80% and replace weak cells.',
  },
  {
    title: 'Boiler safety valve recertification',
    asset: 'boiler',
    recurrence: '9 Months',
    priority: 'Medium',
    due: 25,
    assignee: 'plumber',
    description: 'Bench test and reseal both safety valves.',
  },
  {
    title: 'Chiller annual overhaul',
    asset: 'chiller',
    recurrence: '12 Months',
    priority: 'Low',
    due: 40,
    assignee: 'electrician',
    description: 'Compressor inspection, oil change and motor megger test.',
  },
];

export async function loadDemoPms(
  tx: DbOrTx,
  admin: UserActor,
  assets: Record<string, { id: string }>,
  userIds: Record<string, string>,
  now: Date,
) {
  const deps = { db: tx, clock: { now: () => now } };
  for (const pm of PMS) {
    const asset = assets[pm.asset];
    if (!asset) throw new Error(`demo PM "${pm.title}" names an unknown asset`);
    const date = localTime(now.getFullYear(), now.getMonth(), now.getDate() + pm.due);
    const values = pmInputSchema.parse({
      title: pm.title,
      description: pm.description,
      priority: pm.priority,
      recurrence: pm.recurrence,
      assetId: asset.id,
      date: localDateOf(date),
      assigneeId: pm.assignee ? userIds[pm.assignee] : null,
    });
    await createPm(deps, admin, values);
  }
}
