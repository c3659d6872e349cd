import { assetInputSchema } from '@cmms/shared/assets';
import { localDateOf, workOrderInputSchema } from '@cmms/shared/work-orders';
import type { DbOrTx } from '../db/client';
import { createAsset } from '../features/assets/assets.service';
import type { UserRow } from '../features/users/users.table';
import { createTask } from '../features/work-orders/work-orders.service';
import type { UserActor } from '../lib/actor';
import { loadDemoHistory } from './demo-history';

type SiteKey = 'harbor' | 'riverside';

// Every form status and one legacy value (requirements/assets.md#states), so each dashboard filter has something.
const ASSETS: { key: string; site: SiteKey; fields: Record<string, string> }[] = [
  {
    key: 'chiller',
    site: 'harbor',
    fields: {
      name: 'Rooftop Chiller 1',
      type: 'HVAC',
      location: 'Roof, Tower A',
      status: 'Active',
      description: 'Carrier 30XA air-cooled chiller, 400 TR',
    },
  },
  {
    key: 'lift',
    site: 'harbor',
    fields: {
      name: 'Passenger Lift B2',
      type: 'Elevator',
      location: 'Tower B core',
      status: 'On Hold',
      description: 'Kone MonoSpace, 13 passengers; waiting for a door operator',
    },
  },
  {
    key: 'pump',
    site: 'harbor',
    fields: {
      name: 'Fire Pump Set',
      type: 'Fire Safety',
      location: 'Basement 2, pump room',
      status: 'Active',
    },
  },
  {
    key: 'dg',
    site: 'harbor',
    fields: {
      name: 'Diesel Generator 500 kVA',
      type: 'Power',
      location: 'Service yard',
      status: 'Out of Service',
      description: 'Alternator failure; replacement on order',
    },
  },
  {
    key: 'ahu',
    site: 'harbor',
    fields: {
      name: 'AHU Level 12',
      type: 'HVAC',
      location: 'Level 12 plant room',
      status: 'under-maintenance',
    },
  },
  {
    key: 'boiler',
    site: 'riverside',
    fields: {
      name: 'Steam Boiler 2',
      type: 'Boiler',
      location: 'Energy centre',
      status: 'Active',
      description: 'Thermax 2 t/h, feeds the sterilisation unit',
    },
  },
  {
    key: 'oxygen',
    site: 'riverside',
    fields: {
      name: 'Medical Oxygen Manifold',
      type: 'Medical Gas',
      location: 'Ground floor, gas bank',
      status: 'Active',
    },
  },
  {
    key: 'ups',
    site: 'riverside',
    fields: {
      name: 'OT UPS 60 kVA',
      type: 'Power',
      location: 'Operating theatre block',
      status: 'Completed',
      description: 'Battery bank replaced and load-tested',
    },
  },
];

type DemoTask = {
  title: string;
  description: string;
  asset: string;
  assignee: string;
  /** Days from today; negative is in the past. */
  due: number;
  status: string;
  priority: string;
  taskType: string;
};

// Every status, some overdue, several for the demo technician.
const TASKS: DemoTask[] = [
  {
    title: 'Quarterly chiller service',
    description: 'Clean condenser coils, check refrigerant pressures and log readings.',
    asset: 'chiller',
    assignee: 'technician',
    due: 3,
    status: 'pending',
    priority: 'medium',
    taskType: 'maintenance',
  },
  {
    title: 'Fire pump weekly run test',
    description: 'Run the jockey and main pumps for 10 minutes and record pressures.',
    asset: 'pump',
    assignee: 'technician',
    due: -2,
    status: 'pending',
    priority: 'high',
    taskType: 'inspection',
  },
  {
    title: 'Replace lift door operator',
    description: 'Fit the new door operator and re-commission the landing doors.',
    asset: 'lift',
    assignee: 'technician',
    due: -1,
    status: 'in_progress',
    priority: 'high',
    taskType: 'repair',
  },
  {
    title: 'AHU filter change',
    description: 'Replace pre and fine filters on the Level 12 AHU.',
    asset: 'ahu',
    assignee: 'technician',
    due: 7,
    status: 'on_hold',
    priority: 'low',
    taskType: 'maintenance',
  },
  {
    title: 'Generator alternator swap',
    description: 'Remove the failed alternator and install the replacement unit.',
    asset: 'dg',
    assignee: 'electrician',
    due: 5,
    status: 'in_progress',
    priority: 'high',
    taskType: 'repair',
  },
  {
    title: 'Chiller vibration check',
    description: 'Measure compressor vibration after the bearing complaint.',
    asset: 'chiller',
    assignee: 'technician',
    due: -6,
    status: 'completed',
    priority: 'medium',
    taskType: 'inspection',
  },
  {
    title: 'Lobby lighting retrofit survey',
    description: 'Survey lobby fittings for the LED retrofit quote.',
    asset: 'pump',
    assignee: 'supervisor',
    due: 10,
    status: 'cancelled',
    priority: 'low',
    taskType: 'other',
  },
  {
    title: 'Boiler safety valve test',
    description: 'Lift-test both safety valves and record the set pressures.',
    asset: 'boiler',
    assignee: 'plumber',
    due: -3,
    status: 'pending',
    priority: 'high',
    taskType: 'inspection',
  },
  {
    title: 'Oxygen manifold leak test',
    description: 'Soap-test every joint on the manifold and the changeover valve.',
    asset: 'oxygen',
    assignee: 'plumber',
    due: 2,
    status: 'pending',
    priority: 'high',
    taskType: 'inspection',
  },
  {
    title: 'Install UPS monitoring card',
    description: 'Fit the SNMP card and add the UPS to the BMS.',
    asset: 'ups',
    assignee: 'plumber',
    due: -8,
    status: 'completed',
    priority: 'medium',
    taskType: 'installation',
  },
];

function addDays(today: Date, days: number) {
  const date = new Date(today);
  date.setDate(date.getDate() + days);
  return localDateOf(date);
}

/**
 * Assets and work orders of the demo organisation, made by the admin through the same services
 * the API uses (numbers, notifications to the assignees and activity entries included).
 */
export async function loadDemoWork(
  tx: DbOrTx,
  admin: UserRow,
  siteIds: Record<SiteKey, string>,
  userIds: Record<string, string>,
  now: Date,
) {
  const actor: UserActor = {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    role: admin.role,
    permissions: ['all_permissions'],
    siteIds: [],
    language: null,
  };
  const deps = { db: tx, clock: { now: () => now } };
  const assets: Record<string, { id: string; siteId: string }> = {};
  for (const { key, site, fields } of ASSETS) {
    const values = assetInputSchema.parse({ ...fields, siteId: siteIds[site] });
    assets[key] = await createAsset(deps, actor, values);
  }
  // Eleven months of closed work first, so the demo's own stay the newest in every list.
  await loadDemoHistory(tx, assets, userIds, admin.id, now);
  const tasks: Record<string, { id: string }> = {};
  for (const task of TASKS) {
    const asset = assets[task.asset];
    const assignee = userIds[task.assignee];
    if (!asset || !assignee) throw new Error(`demo task "${task.title}" names an unknown record`);
    const values = workOrderInputSchema.parse({
      ...task,
      dueDate: addDays(now, task.due),
      assetId: asset.id,
      siteId: asset.siteId,
      assignedToId: assignee,
    });
    tasks[task.title] = await createTask(deps, actor, values);
  }
  return { assets, tasks };
}
