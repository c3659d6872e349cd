import { materialInputSchema } from '@cmms/shared/materials';
import type { DbOrTx } from '../db/client';
import { createMaterial } from '../features/materials/materials.service';
import {
  createRequest,
  decideRequest,
  loadVisibleRequest,
} from '../features/materials/requests.service';
import type { UserActor } from '../lib/actor';

type SiteKey = 'harbor' | 'riverside';

/**
 * The five starting materials of the inventory (requirements/materials.md#limits: their values are not shown, these are
 * ours) and more per site, in stock, low and out; then requests of every status through the
 * services the API uses, one issue taking a material to its reorder level (the managers are told).
 */
const MATERIALS: {
  name: string;
  category: string;
  unit: string;
  quantity: number;
  reorderLevel: number;
  site: SiteKey | null;
  description: string;
  unitCost: number;
}[] = [
  {
    name: 'Safety Gloves',
    unitCost: 3.5,
    category: 'Safety',
    unit: 'pairs',
    quantity: 120,
    reorderLevel: 30,
    site: null,
    description: 'Nitrile-coated work gloves, size L',
  },
  {
    name: 'LED Tube Light 18W',
    unitCost: 6.8,
    category: 'Electrical',
    unit: 'pieces',
    quantity: 48,
    reorderLevel: 12,
    site: null,
    description: '4 ft, 6500K',
  },
  {
    name: 'PVC Pipe 1 inch',
    unitCost: 4.2,
    category: 'Plumbing',
    unit: 'pieces',
    quantity: 9,
    reorderLevel: 10,
    site: null,
    description: '3 m lengths, schedule 40',
  },
  {
    name: 'Duct Tape',
    unitCost: 2.9,
    category: 'General',
    unit: 'rolls',
    quantity: 0,
    reorderLevel: 5,
    site: null,
    description: '48 mm silver',
  },
  {
    name: 'Floor Cleaner',
    unitCost: 1.75,
    category: 'Housekeeping',
    unit: 'liters',
    quantity: 60,
    reorderLevel: 20,
    site: null,
    description: 'Neutral pH concentrate',
  },
  {
    name: 'Chiller Filter Drier',
    unitCost: 48,
    category: 'HVAC',
    unit: 'pieces',
    quantity: 6,
    reorderLevel: 2,
    site: 'harbor',
    description: 'For Rooftop Chiller 1',
  },
  {
    name: 'Fire Extinguisher Refill CO2',
    unitCost: 3.1,
    category: 'Safety',
    unit: 'kilograms',
    quantity: 25,
    reorderLevel: 10,
    site: 'harbor',
    description: 'CO2 refill for 4.5 kg units',
  },
  {
    name: 'Surgical Mask Boxes',
    unitCost: 9.5,
    category: 'Housekeeping',
    unit: 'boxes',
    quantity: 14,
    reorderLevel: 10,
    site: 'riverside',
    description: '50 masks a box',
  },
  {
    name: 'Boiler Gasket Set',
    unitCost: 64,
    category: 'Mechanical',
    unit: 'sets',
    quantity: 3,
    reorderLevel: 2,
    site: 'riverside',
    description: 'Steam Boiler 2 manhole and handhole gaskets',
  },
];

export async function loadDemoMaterials(
  tx: DbOrTx,
  people: Record<string, UserActor>,
  siteIds: Record<SiteKey, string>,
  now: Date,
) {
  const manager = people.manager;
  const admin = people.admin;
  if (!manager || !admin) throw new Error('the demo organisation has an admin and a manager');
  const at = (minutesAgo: number) => ({
    db: tx,
    clock: { now: () => new Date(now.getTime() - minutesAgo * 60_000) },
  });
  const ids: Record<string, string> = {};
  for (const material of MATERIALS) {
    const values = materialInputSchema.parse({
      ...material,
      siteId: material.site ? siteIds[material.site] : null,
    });
    ids[material.name] = (await createMaterial(at(60 * 24 * 10), admin, values)).id;
  }
  const requests: [
    who: string,
    material: string,
    quantity: number,
    reason: string,
    to: ('Approved' | 'Rejected' | 'Issued')[],
  ][] = [
    ['technician', 'Safety Gloves', 4, 'Replacing torn pairs for the chiller crew', []],
    ['housekeeping', 'Floor Cleaner', 10, 'Weekly deep clean of wards 1-4', ['Approved']],
    [
      'electrician',
      'LED Tube Light 18W',
      6,
      'Basement car park lights out',
      ['Approved', 'Issued'],
    ],
    ['plumber', 'Floor Cleaner', 30, 'Stock for the month', ['Rejected']],
    ['housekeeping', 'Surgical Mask Boxes', 4, 'Isolation rooms', ['Approved', 'Issued']],
    ['technician', 'Chiller Filter Drier', 1, 'Quarterly replacement', []],
  ];
  let minutesAgo = 60 * 24 * 3;
  for (const [who, material, quantity, reason, steps] of requests) {
    const person = people[who];
    const materialId = ids[material];
    if (!person || !materialId)
      throw new Error(`demo request names an unknown ${who} or ${material}`);
    const created = await createRequest(
      at(minutesAgo),
      person,
      { materialId, quantity, reason },
      null,
    );
    for (const status of steps) {
      minutesAgo -= 90;
      const request = await loadVisibleRequest({ db: tx }, manager, created.id);
      await decideRequest(at(minutesAgo), manager, request, status);
    }
    minutesAgo -= 60 * 7;
  }
  return ids;
}
