import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../work-orders/work-orders.table';
import { materials, materialMovements as movements } from './materials.table';

/** What the ledger and the timeline need of a work order a part goes to; undefined if gone. */
export async function findTaskForParts(db: DbOrTx, taskId: string) {
  const [row] = await db
    .select({
      id: tasks.id,
      workOrderNumber: tasks.workOrderNumber,
      title: tasks.title,
      siteId: tasks.siteId,
    })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  return row ?? null;
}

/**
 * The parts of a work order, one line per material: issued, returned, and their cost in cents
 * at the unit cost each movement kept (the material's present one where it kept none).
 */
export function listPartsOfTask(db: DbOrTx, taskId: string) {
  const unitCost = sql`coalesce(${movements.unitCostCents}, ${materials.unitCostCents})`;
  return db
    .select({
      materialId: materials.id,
      name: materials.name,
      unit: materials.unit,
      issued: sql<number>`coalesce(sum(-${movements.delta}) filter (where ${movements.kind} = 'issue'), 0)::int`,
      returned: sql<number>`coalesce(sum(${movements.delta}) filter (where ${movements.kind} = 'return'), 0)::int`,
      costCents: sql<number | null>`sum(-${movements.delta} * ${unitCost})::int`,
    })
    .from(movements)
    .innerJoin(materials, eq(materials.id, movements.materialId))
    .where(eq(movements.taskId, taskId))
    .groupBy(materials.id, materials.name, materials.unit)
    .orderBy(asc(materials.name));
}

/**
 * How many of a material are on a work order (issued less returned), and the unit cost of its
 * last issue there, which a return takes back at.
 */
export async function partOnTask(db: DbOrTx, taskId: string, materialId: string) {
  const [row] = await db
    .select({
      used: sql<number>`coalesce(sum(-${movements.delta}), 0)::int`,
      lastUnitCostCents: sql<
        number | null
      >`(array_agg(${movements.unitCostCents} order by ${movements.createdAt} desc) filter (where ${movements.kind} = 'issue'))[1]`,
    })
    .from(movements)
    .where(and(eq(movements.taskId, taskId), eq(movements.materialId, materialId)));
  return { used: row?.used ?? 0, lastUnitCostCents: row?.lastUnitCostCents ?? null };
}
