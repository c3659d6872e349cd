import { z } from 'zod';
import { pageQuerySchema } from './lists';

/**
 * What an entry a client reports (POST /activity/log) is stored as, whatever type it names: the
 * server records every change itself, so a report is never mistaken for the server's record
 * (issue 20). It stays out of the Activity Log's families and the admins' notifications; the
 * named type is kept in its metadata (reportedType), with source 'client'.
 */
export const CLIENT_REPORT_TYPE = 'client_report';

/** The client does not log these (requirements/activity.md#calls); the server ignores them too. */
export const UNLOGGED_ACTIVITY_TYPES = ['login', 'refresh', 'clear', 'data_fresh'] as const;

const METADATA_MAX_DEPTH = 10;
const METADATA_MAX_CHARS = 10_000;

/** Whether a JSON value nests deeper than `limit` objects or arrays, found without recursion. */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * Free-form details of an entry, kept as jsonb: bounded in depth before anything walks it
 * recursively (JSON.stringify, PostgreSQL's parser), then in size.
 */
const activityMetadataSchema = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  if (nestsDeeperThan(value, METADATA_MAX_DEPTH)) {
    ctx.addIssue({
      code: 'custom',
      message: `Metadata must nest at most ${METADATA_MAX_DEPTH} levels deep`,
    });
  } else if (JSON.stringify(value).length > METADATA_MAX_CHARS) {
    ctx.addIssue({
      code: 'custom',
      message: `Metadata must be at most ${METADATA_MAX_CHARS} characters as JSON`,
    });
  }
});

/** POST /activity/log. userId is the spec's; the server records the caller whatever it says. */
export const activityLogBodySchema = z.object({
  userId: z.string().max(64).optional(),
  action: z.string().trim().min(1, 'action is required').max(100),
  description: z.string().trim().min(1, 'description is required').max(1000),
  type: z.string().trim().min(1, 'type is required').max(50),
  metadata: activityMetadataSchema.optional(),
});

/** An activity entry as every list shows it (requirements/activity.md#records). */
export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  description: z.string(),
  type: z.string(),
  user: z.string(),
  role: z.string(),
  userId: z.string().nullable(),
  siteId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  timestamp: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** GET /activity/logs. type=admin_notification asks for what admins are notified of. */
export const activityLogsQuerySchema = pageQuerySchema.extend({
  userId: z.uuid({ error: 'Invalid user id' }).optional(),
  type: z.string().trim().max(50).optional(),
});

/** The families the Activity Log may show and filter on (requirements/activity.md#who-may-do-what). */
export const ACTIVITY_LOG_FAMILIES = [
  'site',
  'task',
  'asset',
  'user',
  'material',
  'leave',
  'pm',
  'punch',
  'checklist',
  'notification',
] as const;

/**
 * GET /activity (requirements/activity.md#calls, #screens): newest first, paged, with X-Total-Count. Admins see
 * every entry (siteId, userId, type and search narrow it); a manager sees the entries of their
 * sites and their own, never those by admin or superadmin; everyone else their own entries and
 * those of their sites by non-admins (requirements/activity.md#who-may-do-what).
 */
export const activityListQuerySchema = pageQuerySchema.extend({
  siteId: z.uuid({ error: 'Invalid site id' }).optional(),
  userId: z.uuid({ error: 'Invalid user id' }).optional(),
  type: z.enum(ACTIVITY_LOG_FAMILIES, { error: 'Unknown activity type' }).optional(),
  search: z.string().trim().max(100).optional(),
});
