import type { DbOrTx } from '../../db/client';
import { sites } from './sites.table';

export type NewSite = typeof sites.$inferInsert;

export async function insertSite(db: DbOrTx, values: NewSite) {
  const [row] = await db.insert(sites).values(values).returning();
  if (!row) throw new Error('insert into sites returned no row');
  return row;
}
