import { z } from 'zod';

/**
 * What maintenance cost at a site (issue 33, docs/work-order-record.md "Cost"): labour (time at
 * each person's hourly rate) and parts (at the unit cost each issue kept), month by month in the
 * site's calendar, and the assets that cost most. Administrators and managers only, as the cost
 * of a work order is.
 */

/** How many months the site's cost covers: this one and the eleven before it. */
export const SITE_COST_MONTHS = 12;
/** How many of the costliest assets it names. */
export const SITE_COST_ASSETS = 5;

const amounts = { labour: z.number(), parts: z.number(), total: z.number() };

export const siteCostSchema = z.object({
  currency: z.string(),
  /** Oldest first, every month of the period, those without cost at 0. */
  months: z.array(z.object({ month: z.string(), ...amounts })),
  total: z.object(amounts),
  /** The costliest assets of the period, costliest first; work without an asset is not here. */
  assets: z.array(
    z.object({ id: z.string(), name: z.string(), assetNumber: z.string(), total: z.number() }),
  ),
});
export type SiteCost = z.infer<typeof siteCostSchema>;

export const siteCostPath = (siteId: string) => `/sites/${siteId}/cost`;

/** 'YYYY-MM' of the month `back` months before `month` ('YYYY-MM'). */
export function monthBefore(month: string, back: number) {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const months = year * 12 + (index - 1) - back;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}`;
}
