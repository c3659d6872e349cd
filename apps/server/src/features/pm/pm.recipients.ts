import type { PmRecipientSource } from '@cmms/shared/pm';
import { SITE_LEAD_ROLES } from '@cmms/shared/roles';
import type { DbOrTx } from '../../db/client';
import { findWorkOrderTakers } from '../users/users.service';
import type { PmWithNames } from './pm.repository';

const isSiteLeadRole = (role: string) => (SITE_LEAD_ROLES as readonly string[]).includes(role);

export type PmRecipient = { id: string; name: string; via: PmRecipientSource };
type Placed = Pick<PmWithNames, 'siteId' | 'assigneeId' | 'assetAssigneeId'>;

/**
 * Who a PM's work orders go to (issue 29, docs/pm.md "Who gets the work order"): its assignee,
 * else the asset's assignee, else the site's first supervisor, then manager, by name; each only
 * if they may see and update work orders at the asset's site today. Null when nobody can. One
 * query for a whole page of PMs.
 */
async function recipientsOf(db: DbOrTx, rows: readonly Placed[]) {
  const named = rows.flatMap((row) => [row.assigneeId, row.assetAssigneeId]);
  const takers = await findWorkOrderTakers(
    db,
    rows.map((row) => row.siteId),
    named.filter((id): id is string => id !== null),
  );
  return rows.map((row): PmRecipient | null => {
    const atSite = takers.filter((taker) => taker.siteId === row.siteId);
    const person = (id: string | null) => (id ? atSite.find((taker) => taker.id === id) : null);
    const assignee = person(row.assigneeId);
    if (assignee) return { id: assignee.id, name: assignee.name, via: 'assignee' };
    const assetAssignee = person(row.assetAssigneeId);
    if (assetAssignee) return { id: assetAssignee.id, name: assetAssignee.name, via: 'asset' };
    const lead = atSite.find((taker) => isSiteLeadRole(taker.role));
    return lead ? { id: lead.id, name: lead.name, via: lead.role as PmRecipientSource } : null;
  });
}

export async function recipientOf(db: DbOrTx, row: Placed) {
  const [recipient] = await recipientsOf(db, [row]);
  return recipient ?? null;
}

/** Rows with their recipients, for the screens. */
export async function withRecipients<Row extends Placed>(db: DbOrTx, rows: readonly Row[]) {
  const recipients = await recipientsOf(db, rows);
  return rows.map((row, index) => ({ ...row, recipient: recipients[index] ?? null }));
}
