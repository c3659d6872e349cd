import { z } from 'zod';
import type { MessageKey } from './i18n/message';
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
      message: 'activity.metadataTooDeep',
      params: { depth: METADATA_MAX_DEPTH },
    });
  } else if (JSON.stringify(value).length > METADATA_MAX_CHARS) {
    ctx.addIssue({
      code: 'custom',
      message: 'activity.metadataTooLarge',
      params: { chars: METADATA_MAX_CHARS },
    });
  }
});

/** POST /activity/log. userId is the spec's; the server records the caller whatever it says. */
export const activityLogBodySchema = z.object({
  userId: z.string().max(64).optional(),
  action: z.string().trim().min(1, 'activity.actionRequired').max(100),
  description: z.string().trim().min(1, 'activity.descriptionRequired').max(1000),
  type: z.string().trim().min(1, 'activity.typeRequired').max(50),
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
  userId: z.uuid({ error: 'activity.invalidUserId' }).optional(),
  type: z.string().trim().max(50).optional(),
});

/**
 * The actions the server records, by the words the screens name them with ('pm_updated': 'PM
 * updated'). An action not listed (a client's own report) reads as its tidied code.
 */
export const ACTIVITY_ACTION_KEYS = {
  asset_created: 'activity.actionAssetCreated',
  asset_deleted: 'activity.actionAssetDeleted',
  asset_updated: 'activity.actionAssetUpdated',
  attendance_added: 'activity.actionAttendanceAdded',
  attendance_updated: 'activity.actionAttendanceUpdated',
  checklist_assigned: 'activity.actionChecklistAssigned',
  checklist_category_created: 'activity.actionChecklistCategoryCreated',
  checklist_category_deleted: 'activity.actionChecklistCategoryDeleted',
  checklist_category_updated: 'activity.actionChecklistCategoryUpdated',
  checklist_created: 'activity.actionChecklistCreated',
  checklist_deleted: 'activity.actionChecklistDeleted',
  checklist_progress_recorded: 'activity.actionChecklistProgressRecorded',
  checklist_reopened: 'activity.actionChecklistReopened',
  checklist_saved: 'activity.actionChecklistSaved',
  checklist_unassigned: 'activity.actionChecklistUnassigned',
  checklist_updated: 'activity.actionChecklistUpdated',
  holiday_created: 'activity.actionHolidayCreated',
  holiday_deleted: 'activity.actionHolidayDeleted',
  language_changed: 'activity.actionLanguageChanged',
  leave_request: 'activity.actionLeaveRequest',
  leave_approved: 'activity.actionLeaveApproved',
  leave_rejected: 'activity.actionLeaveRejected',
  login: 'activity.actionLogin',
  logout: 'activity.actionLogout',
  material_created: 'activity.actionMaterialCreated',
  material_deleted: 'activity.actionMaterialDeleted',
  material_request: 'activity.actionMaterialRequest',
  material_request_approved: 'activity.actionMaterialRequestApproved',
  material_request_rejected: 'activity.actionMaterialRequestRejected',
  material_request_issued: 'activity.actionMaterialRequestIssued',
  material_request_deleted: 'activity.actionMaterialRequestDeleted',
  material_request_updated: 'activity.actionMaterialRequestUpdated',
  material_restocked: 'activity.actionMaterialRestocked',
  material_updated: 'activity.actionMaterialUpdated',
  organisation_language_changed: 'activity.actionOrganisationLanguageChanged',
  password_reset: 'activity.actionPasswordReset',
  pin_set: 'activity.actionPinSet',
  pin_changed: 'activity.actionPinChanged',
  pin_removed: 'activity.actionPinRemoved',
  pm_created: 'activity.actionPmCreated',
  pm_deleted: 'activity.actionPmDeleted',
  pm_rescheduled: 'activity.actionPmRescheduled',
  pm_updated: 'activity.actionPmUpdated',
  pm_work_order_generated: 'activity.actionPmWorkOrderGenerated',
  punch_in: 'activity.actionPunchIn',
  punch_out: 'activity.actionPunchOut',
  role_created: 'activity.actionRoleCreated',
  role_deleted: 'activity.actionRoleDeleted',
  role_updated: 'activity.actionRoleUpdated',
  shift_created: 'activity.actionShiftCreated',
  shift_deleted: 'activity.actionShiftDeleted',
  site_created: 'activity.actionSiteCreated',
  site_deleted: 'activity.actionSiteDeleted',
  site_updated: 'activity.actionSiteUpdated',
  task_created: 'activity.actionTaskCreated',
  task_updated: 'activity.actionTaskUpdated',
  task_completed: 'activity.actionTaskCompleted',
  task_deleted: 'activity.actionTaskDeleted',
  user_created: 'activity.actionUserCreated',
  user_signup: 'activity.actionUserSignup',
  user_approved: 'activity.actionUserApproved',
  user_rejected: 'activity.actionUserRejected',
  user_updated: 'activity.actionUserUpdated',
  user_activated: 'activity.actionUserActivated',
  user_deactivated: 'activity.actionUserDeactivated',
  user_deleted: 'activity.actionUserDeleted',
  user_sites_assigned: 'activity.actionUserSitesAssigned',
} as const satisfies Record<string, MessageKey>;

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
type ActivityFamily = (typeof ACTIVITY_LOG_FAMILIES)[number];

/** Each family as the type filter lists it (plural) and as one entry's badge names it. */
export const ACTIVITY_FAMILY_KEYS = {
  site: { list: 'activity.familySite', badge: 'activity.badgeSite' },
  task: { list: 'activity.familyTask', badge: 'activity.badgeTask' },
  asset: { list: 'activity.familyAsset', badge: 'activity.badgeAsset' },
  user: { list: 'activity.familyUser', badge: 'activity.badgeUser' },
  material: { list: 'activity.familyMaterial', badge: 'activity.badgeMaterial' },
  leave: { list: 'activity.familyLeave', badge: 'activity.badgeLeave' },
  pm: { list: 'activity.familyPm', badge: 'activity.badgePm' },
  punch: { list: 'activity.familyPunch', badge: 'activity.badgePunch' },
  checklist: { list: 'activity.familyChecklist', badge: 'activity.badgeChecklist' },
  notification: { list: 'activity.familyNotification', badge: 'activity.badgeNotification' },
} as const satisfies Record<ActivityFamily, { list: MessageKey; badge: MessageKey }>;

/**
 * GET /activity (requirements/activity.md#calls, #screens): newest first, paged, with X-Total-Count. Admins see
 * every entry (siteId, userId, type and search narrow it); a manager sees the entries of their
 * sites and their own, never those by admin or superadmin; everyone else their own entries and
 * those of their sites by non-admins (requirements/activity.md#who-may-do-what).
 */
export const activityListQuerySchema = pageQuerySchema.extend({
  siteId: z.uuid({ error: 'activity.invalidSiteId' }).optional(),
  userId: z.uuid({ error: 'activity.invalidUserId' }).optional(),
  type: z.enum(ACTIVITY_LOG_FAMILIES, { error: 'activity.unknownType' }).optional(),
  search: z.string().trim().max(100).optional(),
});
