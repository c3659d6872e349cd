import { z } from 'zod';
import { TASK_STATUSES } from './work-rules';

/**
 * An asset's record (issue 33, docs/work-order-record.md "The asset's history"): its work
 * orders with the time and parts spent on them, what it has cost (for those who may see pay), its
 * downtime from its status changes, and its warranty. Its photos and documents are
 * GET /assets/{id}/attachments; its PMs, GET /pm?assetId=.
 */
export const ASSET_HISTORY_WORK_ORDERS = 100;
/** A warranty that runs out within this many days is shown, and its managers told, as expiring. */
export const WARRANTY_WARNING_DAYS = 30;
/** The status an asset is down in. */
const DOWN_STATUS = 'Out of Service';

const money = z.number().nullable();

export const assetHistorySchema = z.object({
  workOrders: z.array(
    z.object({
      id: z.string(),
      workOrderNumber: z.string(),
      title: z.string(),
      status: z.enum(TASK_STATUSES),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
      assignedTo: z.object({ id: z.string(), name: z.string() }),
      minutes: z.number(),
      partsUsed: z.number(),
      cost: money,
    }),
  ),
  totals: z.object({
    workOrders: z.number(),
    open: z.number(),
    minutes: z.number(),
    partsUsed: z.number(),
    labour: money,
    parts: money,
    cost: money,
    currency: z.string().nullable(),
  }),
  downtime: z.object({
    minutes: z.number(),
    /** When the asset went down, if it is down now. */
    downSince: z.string().nullable(),
    periods: z.array(z.object({ from: z.string(), to: z.string().nullable() })),
  }),
  warranty: z
    .object({
      attachmentId: z.string(),
      name: z.string(),
      expiresOn: z.string(),
      state: z.enum(['valid', 'expiring', 'expired']),
    })
    .nullable(),
});
export type AssetHistory = z.infer<typeof assetHistorySchema>;

export const assetHistoryPath = (assetId: string) => `/assets/${assetId}/history`;

/**
 * The periods an asset spent down, from its status changes (oldest first): each from a change
 * into DOWN_STATUS to the next change out of it, the last one open while it is still down.
 */
export function downtimeOf(changes: readonly { toStatus: string; changedAt: Date }[], now: Date) {
  const periods: { from: Date; to: Date | null }[] = [];
  let downFrom: Date | null = null;
  for (const change of changes) {
    const down = change.toStatus === DOWN_STATUS;
    if (down && downFrom === null) downFrom = change.changedAt;
    if (!down && downFrom !== null) {
      periods.push({ from: downFrom, to: change.changedAt });
      downFrom = null;
    }
  }
  if (downFrom !== null) periods.push({ from: downFrom, to: null });
  const minutes = periods.reduce(
    (sum, period) => sum + ((period.to ?? now).getTime() - period.from.getTime()) / 60_000,
    0,
  );
  return { periods, minutes: Math.round(minutes), downSince: downFrom };
}

/** A warranty's state on `today` (YYYY-MM-DD), by its last day. */
export function warrantyState(expiresOn: string, today: string) {
  if (expiresOn < today) return 'expired' as const;
  const warnFrom = new Date(`${expiresOn}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() - WARRANTY_WARNING_DAYS);
  return today >= warnFrom.toISOString().slice(0, 10) ? ('expiring' as const) : ('valid' as const);
}
