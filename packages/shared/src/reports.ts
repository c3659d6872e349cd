import { z } from 'zod';
import { leadsSites } from './permissions';
import { TASK_PRIORITIES } from './work-orders';

/**
 * Reports (issue 36, docs/reports.md): what a maintenance manager reports upward, computed on the
 * server for the sites the reader may see, each in its own calendar.
 */

/** Who reads reports: administrators (every site), managers and supervisors (theirs). */
export const reportRules = { canView: leadsSites };

export const reportPaths = {
  backlog: '/reports/backlog',
};

/** The backlog's ages, in days since creation on the site's calendar. */
export const BACKLOG_AGES = ['0-7', '8-30', '31-90', '90+'] as const;
export type BacklogAge = (typeof BACKLOG_AGES)[number];

export const reportQuerySchema = z.object({
  siteId: z.uuid({ error: 'reports.invalidSiteId' }).optional(),
});

const count = z.number().int().nonnegative();
const byPriority = z.object(
  Object.fromEntries(TASK_PRIORITIES.map((priority) => [priority, count])) as Record<
    (typeof TASK_PRIORITIES)[number],
    typeof count
  >,
);

/** GET /reports/backlog: the open work orders now, by age and priority. */
export const backlogReportSchema = z.object({
  /** When it was counted. */
  asOf: z.string(),
  /** The site counted, or null for every site of the reader. */
  siteId: z.string().nullable(),
  /** One row per age, in BACKLOG_AGES' order, each by priority with its total. */
  ages: z.array(byPriority.extend({ age: z.enum(BACKLOG_AGES), total: count })),
  /** Every age together. */
  total: byPriority.extend({ total: count }),
});
export type BacklogReport = z.infer<typeof backlogReportSchema>;
