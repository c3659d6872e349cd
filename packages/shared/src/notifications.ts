import { z } from 'zod';
import { isCalendarDate } from './dates';
import { type Formats, formatsFor } from './i18n/format';
import { pageQuerySchema } from './lists';

/** Server notification types with their own icon and navigation (requirements/notifications.md#records, #limits). */
const NOTIFICATION_TYPES = [
  'task_assignment',
  'task_update',
  'leave_approval',
  'leave_rejection',
  'site_assignment',
  // Ours: the in-app twin of the approval mail the registration page promises.
  'account_approved',
  // Ours: a checklist assigned to the user (requirements/checklists.md#calls leaves it to the cross-tab signal).
  'checklist_assignment',
  // Ours: a leave request waiting for the approvers of the requester's sites.
  'leave_request',
  // Ours: a material request approved, rejected or issued (to its requester).
  'material_request',
  // Ours: a material fell to its reorder level (to the managers of its site).
  'low_stock',
  // Ours: a due PM nobody can take (to the managers of its site, issue 29).
  'pm_unassigned',
  // Ours: an asset's warranty or certificate runs out within a month (its site's managers, issue 33).
  'document_expiring',
  // Ours: a work order not started, or overdue, past its site's escalation rule (issue 34).
  'task_escalated',
  // Ours: a material request waiting for a decision (to the managers of its site, issue 34).
  'material_request_waiting',
  // Ours: a request from the portal at the user's site (issue 35).
  'work_request',
  // Ours: a site's request portal stopped accepting for the hour (to administrators, issue 35).
  'portal_paused',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Page size of the notifications page and of the bell (requirements/notifications.md#limits). */
export const NOTIFICATION_PAGE_SIZE = 50;
export const BELL_LIST_SIZE = 10;

/** As requirements/notifications.md#records shows it: data is JSON text holding the type, taskId and more. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  data: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  /** The page's filters: all, unread, read (requirements/notifications.md#screens). */
  filter: z.enum(['all', 'unread', 'read']).default('all'),
});

export const unreadCountSchema = z.object({ count: z.number().int() });
export const notificationIdParamsSchema = z.object({
  id: z.uuid({ error: 'notifications.invalidId' }),
});

const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;
export const registerDeviceSchema = z.object({
  deviceToken: z.string().trim().min(8, 'notifications.deviceTokenRequired').max(4096),
  platform: z.enum(DEVICE_PLATFORMS, { error: 'notifications.platformInvalid' }),
});

/**
 * 'Mon, Nov 30, 2026' for '2026-11-30', or the day in the forms given (a reader's language:
 * formats.day); anything but a real calendar date comes back as is. English by default, the
 * language the server wrote notifications in before they were kept as messages.
 */
export function readableDay(date: string, formats: Formats = formatsFor('en')): string {
  return isCalendarDate(date) ? formats.day(date) : date;
}

// A YYYY-MM-DD standing alone: not part of a longer number, nor the date of a timestamp.
const CALENDAR_DATE = /(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d:T-])/g;

/**
 * A notification's text with its calendar dates written as the screens write them ("due
 * 2026-11-30" becomes "due Mon, Nov 30, 2026", or the reader's form of that day): for texts
 * written before notifications were kept as messages, whose dates the server wrote as ISO
 * (issue 30).
 */
export function readableDates(text: string, formats: Formats = formatsFor('en')): string {
  return text.replace(CALENDAR_DATE, (date) => readableDay(date, formats));
}
