import { randomUUID } from 'node:crypto';
import type { Permission } from '@cmms/shared/permissions';

/**
 * Who may call what, route by route: the table `authorization.test.ts` checks against the spec's
 * roles and `permission-catalogue.test.ts` against the permission catalogue. Every API route must
 * appear here: one that does not fails the inventory test, so a new route cannot ship without a
 * decision about who may call it.
 *
 * 'public': answers without a token. 'signed-in': any signed-in user (the route itself limits
 * what they see). A list of roles: exactly those get past authorization; others get 403.
 * 'custom' is a custom role holding view_sites and update_sites only.
 */
export type Caller =
  | 'admin'
  | 'superadmin'
  | 'manager'
  | 'supervisor'
  | 'technician'
  | 'housekeeping'
  | 'client'
  | 'custom';
export const CALLERS: Caller[] = [
  'admin',
  'superadmin',
  'manager',
  'supervisor',
  'technician',
  'housekeeping',
  'client',
  'custom',
];
type Access = 'public' | 'signed-in' | Caller[];

const ADMINS: Caller[] = ['admin', 'superadmin'];
const SITE_VIEWERS: Caller[] = [...CALLERS];
export const SITE_EDITORS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor', 'custom'];
export const STAFF_VIEWERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor', 'client'];
const ASSIGNERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor', 'client'];
const WORK_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor'];
const REQUEST_HANDLERS: Caller[] = WORK_MANAGERS;
const REPORT_READERS: Caller[] = WORK_MANAGERS;
// Housekeeping reads the work orders and assets of its sites (docs/permissions.md).
const WORK_VIEWERS: Caller[] = [...WORK_MANAGERS, 'technician', 'housekeeping', 'client'];
const STATUS_SETTERS: Caller[] = [...WORK_MANAGERS, 'technician'];
// Checklists (docs/checklists.md, @cmms/shared/checklists checklistRules), carried by the Tasks
// permissions: the client only reads; the custom role holds none of them.
const CHECKLIST_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager'];
const CHECKLIST_ASSIGNERS: Caller[] = [...CHECKLIST_MANAGERS, 'supervisor'];
const CHECKLIST_VIEWERS: Caller[] = CALLERS.filter((caller) => caller !== 'custom');
const CHECKLIST_RECORDERS: Caller[] = CHECKLIST_VIEWERS.filter((caller) => caller !== 'client');
// Attendance (docs/attendance.md, @cmms/shared/attendance attendanceRules): view_attendance punches;
// the client and the custom role hold it not.
const PUNCHERS: Caller[] = CALLERS.filter((caller) => !['client', 'custom'].includes(caller));
const LEAVE_APPROVERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor'];
// Preventive maintenance (docs/pm.md, @cmms/shared/pm pmRules).
const PM_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager', 'supervisor'];
const PM_VIEWERS: Caller[] = [...PM_MANAGERS, 'client'];
const PM_STATUS_SETTERS: Caller[] = [...PM_MANAGERS, 'technician'];
// Materials (docs/materials.md): the roles holding view_materials and request_materials, with a site
// (all but admins here have one); managers decide.
const MATERIAL_USERS: Caller[] = CALLERS.filter((caller) => !['client', 'custom'].includes(caller));
const MATERIAL_MANAGERS: Caller[] = ['admin', 'superadmin', 'manager'];

const GHOST = '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f';
const unique = () => randomUUID().slice(0, 8);

/**
 * What the permission catalogue says a route needs (docs/permissions.md, "What each permission
 * grants"): 'public' and 'signed-in' as above; `any` one of the listed permissions, or `all` of
 * them; all_permissions stands for every permission, and nothing else grants `any: []` (the
 * administrators' screens). Routes whose access the spec narrows by role for its default roles
 * (field roles, supervisors, technician and housekeeping on the PM list) are stated here for a
 * custom role, which no name narrows.
 */
export type Requirement =
  | 'public'
  | 'signed-in'
  | { any: readonly Permission[] }
  | { all: readonly Permission[] };
const P = (...any: Permission[]): Requirement => ({ any });
const ALL = (...all: Permission[]): Requirement => ({ all });
const ADMINISTRATORS: Requirement = { any: [] };
const TICKERS = P('update_tasks', 'cleaning_permissions', 'assign_tasks');

/**
 * What a row's body is built from: the caller, a site of theirs, and a role they may give (their
 * own: no one may give a role holding more than they do).
 */
type RowContext = { callerId: string; siteId: string; ownRole: string };
/**
 * access: who gets past authorization among the spec's roles; needs: what the catalogue
 * requires (defaults to access when that is 'public' or 'signed-in'); body: what to send;
 * ownSession: the call ends the session it uses.
 */
export type Row = {
  access: Access;
  needs?: Requirement;
  body?: (context: RowContext) => object;
  ownSession?: boolean;
};
export const ROUTES: Record<string, Row> = {
  'GET /health': { access: 'public' },
  'GET /api/wakeup': { access: 'public' },
  'GET /api': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/logout': { access: 'signed-in', ownSession: true },
  'GET /api/auth/profile': { access: 'signed-in' },
  'GET /api/user/me': { access: 'signed-in' },
  'GET /api/auth/config': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/google-register': { access: 'public' },
  'POST /api/auth/register-superadmin': { access: 'public' },
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/verify-reset-code': { access: 'public' },
  'POST /api/auth/reset-password': { access: 'public' },
  'POST /api/pin/verify': { access: 'public' },
  'GET /api/pin/has-pin': { access: 'public' },
  'POST /api/pin/set': { access: 'signed-in', body: () => ({ pin: '2468' }) },
  'POST /api/auth/set-pin': {
    access: 'signed-in',
    body: ({ callerId }) => ({ userId: callerId, pin: '2468' }),
  },
  'POST /api/pin/check': { access: 'signed-in', body: () => ({ pin: '2468' }) },
  'DELETE /api/pin/remove': { access: 'signed-in' },
  'GET /api/notifications': { access: 'signed-in' },
  'GET /api/notifications/unread-count': { access: 'signed-in' },
  'PUT /api/notifications/read-all': { access: 'signed-in' },
  'PUT /api/notifications/{id}/read': { access: 'signed-in' },
  'POST /api/notifications/register-device': { access: 'signed-in' },
  // Push to closed apps (issue 34): one's own choice and one's own browsers.
  'GET /api/notifications/push': { access: 'signed-in' },
  'PUT /api/notifications/push': { access: 'signed-in', body: () => ({ kinds: ['assigned'] }) },
  'POST /api/notifications/push/subscriptions': {
    access: 'signed-in',
    body: () => ({
      endpoint: `https://push.example.com/send/${randomUUID()}`,
      keys: {
        p256dh:
          'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  },
  'DELETE /api/notifications/push/subscriptions': {
    access: 'signed-in',
    body: () => ({ endpoint: 'https://push.example.com/send/none' }),
  },
  'POST /api/activity/log': { access: 'signed-in' },
  'GET /api/activity/logs': { access: 'signed-in' },
  'GET /api/activity/recent': { access: 'signed-in' },
  'GET /api/activity': { access: 'signed-in' },
  'GET /api/dashboard/stats': { access: 'signed-in' },
  // Sites, users and roles: the rows this table exists for.
  'GET /api/sites': { needs: P('view_sites'), access: SITE_VIEWERS },
  'GET /api/sites/time-zones': { needs: P('view_sites'), access: SITE_VIEWERS },
  'GET /api/sites/{id}': { needs: P('view_sites'), access: SITE_VIEWERS },
  'GET /api/sites/{id}/staff': { needs: P('view_users'), access: STAFF_VIEWERS },
  'POST /api/sites': {
    needs: P('update_sites'),
    access: SITE_EDITORS,
    body: () => ({ name: `Site ${unique()}` }),
  },
  // Escalation rules (issue 34): read by whoever edits sites, set by administrators.
  'GET /api/sites/{id}/escalation-rules': { needs: P('update_sites'), access: SITE_EDITORS },
  'PUT /api/sites/{id}/escalation-rules': {
    needs: ADMINISTRATORS,
    access: ADMINS,
    body: () => ({ rules: [{ priority: 'high', notStartedMinutes: 30, overdueHours: null }] }),
  },
  'PUT /api/sites/{id}': {
    needs: P('update_sites'),
    access: SITE_EDITORS,
    body: () => ({ name: 'Renamed' }),
  },
  'DELETE /api/sites/{id}': { needs: P('delete_sites'), access: ADMINS },
  'GET /api/users': { needs: P('manage_users'), access: ADMINS },
  'GET /api/users/for-assignment': {
    needs: P('assign_tasks', 'view_users', 'manage_users'),
    access: ASSIGNERS,
  },
  'GET /api/users/{id}/sites': { needs: P('manage_users'), access: ADMINS },
  'POST /api/users': {
    needs: P('manage_users'),
    access: ADMINS,
    body: ({ ownRole }) => ({
      name: 'New',
      email: `n-${unique()}@example.com`,
      password: 'Good@Pass1',
      role: ownRole,
    }),
  },
  'PUT /api/users/{id}': {
    needs: P('manage_users'),
    access: ADMINS,
    body: () => ({ name: 'Edited', role: 'technician' }),
  },
  'DELETE /api/users/{id}': { needs: P('manage_users'), access: ADMINS },
  'PATCH /api/users/{id}/status': {
    needs: P('manage_users'),
    access: ADMINS,
    body: () => ({ status: 'Active' }),
  },
  'PATCH /api/users/{id}/approve': {
    needs: P('manage_users'),
    access: ADMINS,
    body: () => ({ role: 'technician' }),
  },
  'DELETE /api/users/{id}/reject': { needs: P('manage_users'), access: ADMINS },
  'POST /api/users/{id}/assign-sites': {
    needs: P('manage_users'),
    access: ADMINS,
    body: () => ({ siteIds: [] }),
  },
  'GET /api/roles': { needs: P('manage_users'), access: ADMINS },
  'POST /api/roles': {
    needs: P('manage_users'),
    access: ADMINS,
    body: () => ({ name: `role-${unique()}` }),
  },
  'PUT /api/roles/{id}': { needs: P('manage_users'), access: ADMINS, body: () => ({ name: 'x' }) },
  'DELETE /api/roles/{id}': { needs: P('manage_users'), access: ADMINS },
  // Assets and work orders (docs/assets-and-work-orders.md, @cmms/shared/work-rules).
  'GET /api/assets': { needs: P('view_assets'), access: WORK_VIEWERS },
  'GET /api/assets/export': { needs: P('update_assets'), access: WORK_MANAGERS },
  'GET /api/assets/{id}': { needs: P('view_assets'), access: WORK_VIEWERS },
  'POST /api/assets': {
    needs: P('update_assets'),
    access: WORK_MANAGERS,
    body: ({ siteId }) => ({ name: 'Pump', siteId }),
  },
  'PUT /api/assets/{id}': {
    needs: P('update_assets'),
    access: STATUS_SETTERS,
    body: () => ({ status: 'On Hold' }),
  },
  'DELETE /api/assets/{id}': { needs: P('delete_assets'), access: WORK_MANAGERS },
  'GET /api/tasks': { needs: P('view_tasks'), access: WORK_VIEWERS },
  'GET /api/tasks/export': { needs: P('assign_tasks'), access: WORK_MANAGERS },
  'GET /api/tasks/{id}': { needs: P('view_tasks'), access: WORK_VIEWERS },
  'POST /api/tasks': {
    needs: P('assign_tasks'),
    access: WORK_MANAGERS,
    body: () => ({ title: 'Fix' }),
  },
  'PUT /api/tasks/{id}': {
    needs: P('assign_tasks'),
    access: WORK_MANAGERS,
    body: () => ({ title: 'Fix' }),
  },
  'PATCH /api/tasks/{id}/status': {
    needs: P('update_tasks'),
    access: STATUS_SETTERS,
    body: () => ({ status: 'completed' }),
  },
  'DELETE /api/tasks/{id}': { needs: P('delete_tasks'), access: WORK_MANAGERS },
  // The record of a work order (issue 33, docs/work-order-record.md): whoever sees it reads and
  // comments; whoever changes its status logs time and parts, but the client; the leads correct
  // time; administrators set rates.
  'GET /api/tasks/{id}/record': { needs: P('view_tasks'), access: WORK_VIEWERS },
  'POST /api/tasks/{id}/comments': {
    needs: P('view_tasks'),
    access: WORK_VIEWERS,
    body: () => ({ body: 'Seal worn' }),
  },
  'PATCH /api/tasks/{id}/comments/{commentId}': {
    needs: P('view_tasks'),
    access: WORK_VIEWERS,
    body: () => ({ body: 'Seal worn' }),
  },
  'DELETE /api/tasks/{id}/comments/{commentId}': { needs: P('view_tasks'), access: WORK_VIEWERS },
  'POST /api/tasks/{id}/timer/start': {
    needs: P('update_tasks'),
    access: STATUS_SETTERS,
    body: () => ({}),
  },
  'POST /api/tasks/{id}/timer/stop': {
    needs: P('update_tasks'),
    access: STATUS_SETTERS,
    body: () => ({}),
  },
  'POST /api/tasks/{id}/time': {
    needs: P('update_tasks'),
    access: STATUS_SETTERS,
    body: () => ({ startedAt: '2026-01-01T08:00:00Z', endedAt: '2026-01-01T08:30:00Z' }),
  },
  'PUT /api/tasks/{id}/time/{entryId}': {
    needs: P('assign_tasks'),
    access: WORK_MANAGERS,
    body: () => ({ startedAt: '2026-01-01T08:00:00Z', endedAt: '2026-01-01T08:30:00Z' }),
  },
  'DELETE /api/tasks/{id}/time/{entryId}': { needs: P('assign_tasks'), access: WORK_MANAGERS },
  'POST /api/tasks/{id}/parts': {
    needs: P('update_tasks'),
    access: STATUS_SETTERS,
    body: () => ({ materialId: randomUUID(), quantity: 1 }),
  },
  'POST /api/tasks/{id}/parts/returns': {
    needs: P('update_tasks'),
    access: STATUS_SETTERS,
    body: () => ({ materialId: randomUUID(), quantity: 1 }),
  },
  // Photos and files (issue 33): on a work order, whoever may comment; on an asset, whoever may
  // change its status; removal is checked per file (the uploader or a lead); the bytes are read
  // by a signed link, without a token.
  'POST /api/tasks/{id}/attachments': { needs: P('view_tasks'), access: WORK_VIEWERS },
  'POST /api/assets/{id}/attachments': { needs: P('update_assets'), access: STATUS_SETTERS },
  'GET /api/assets/{id}/attachments': { needs: P('view_assets'), access: WORK_VIEWERS },
  'DELETE /api/attachments/{id}': { access: 'signed-in' },
  'GET /api/files/{id}/{variant}': { access: 'public' },
  // Live updates (issue 34): any signed-in tab asks a ticket; the stream opens with the ticket
  // in its URL, not a token (its own refusals: live.test.ts).
  'POST /api/live/ticket': { access: 'signed-in' },
  'GET /api/live/stream': { access: 'public' },
  'GET /api/assets/{id}/history': { needs: P('view_assets'), access: WORK_VIEWERS },
  // Cost is the administrators' and the managers' by role (recordRules.canSeeCost): no
  // permission of the catalogue grants it to a custom role.
  'GET /api/sites/{id}/cost': { needs: ADMINISTRATORS, access: [...ADMINS, 'manager'] },
  'GET /api/users/hourly-rates': { needs: ADMINISTRATORS, access: ADMINS },
  // The request portal (issue 35): the requester's side needs no account; the inbox is the
  // site leads' and administrators' by role (requestRules.canHandle), the settings admins'.
  'GET /api/portal/sites/{token}': { access: 'public' },
  'GET /api/portal/assets/{token}': { access: 'public' },
  'POST /api/portal/sites/{token}/requests': { access: 'public' },
  'POST /api/portal/assets/{token}/requests': { access: 'public' },
  'GET /api/portal/status/{token}': { access: 'public' },
  'GET /api/reports/backlog': { needs: ADMINISTRATORS, access: REPORT_READERS },
  'GET /api/reports/work': { needs: ADMINISTRATORS, access: REPORT_READERS },
  'GET /api/reports/work/csv': { needs: ADMINISTRATORS, access: REPORT_READERS },
  'GET /api/reports/work/pdf': { needs: ADMINISTRATORS, access: REPORT_READERS },
  'GET /api/reports/pm': { needs: ADMINISTRATORS, access: REPORT_READERS },
  'GET /api/reports/pm/csv': { needs: ADMINISTRATORS, access: REPORT_READERS },
  // The weekly summary mail (issue 36): managers and administrators, each their own choice.
  'GET /api/reports/weekly-summary': { needs: ADMINISTRATORS, access: [...ADMINS, 'manager'] },
  'PUT /api/reports/weekly-summary': {
    needs: ADMINISTRATORS,
    access: [...ADMINS, 'manager'],
    body: () => ({ enabled: false }),
  },
  'GET /api/requests': { needs: ADMINISTRATORS, access: REQUEST_HANDLERS },
  'GET /api/requests/counts': { needs: ADMINISTRATORS, access: REQUEST_HANDLERS },
  'GET /api/requests/{id}': { needs: ADMINISTRATORS, access: REQUEST_HANDLERS },
  'POST /api/requests/{id}/accept': {
    needs: ADMINISTRATORS,
    access: REQUEST_HANDLERS,
    body: () => ({ assignedToId: randomUUID(), dueDate: '2026-12-31' }),
  },
  'POST /api/requests/{id}/merge': {
    needs: ADMINISTRATORS,
    access: REQUEST_HANDLERS,
    body: () => ({ taskId: randomUUID() }),
  },
  'POST /api/requests/{id}/reject': {
    needs: ADMINISTRATORS,
    access: REQUEST_HANDLERS,
    body: () => ({ reason: 'Not ours to fix' }),
  },
  'GET /api/sites/{id}/portal': { needs: ADMINISTRATORS, access: ADMINS },
  'PUT /api/sites/{id}/portal': {
    needs: ADMINISTRATORS,
    access: ADMINS,
    body: () => ({ enabled: true }),
  },
  'POST /api/sites/{id}/portal/rotate': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/sites/{id}/portal/poster': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/assets/portal-links': { needs: P('view_assets'), access: WORK_VIEWERS },
  'PUT /api/users/{id}/hourly-rate': {
    needs: ADMINISTRATORS,
    access: ADMINS,
    body: () => ({ hourlyRate: 40 }),
  },
  'GET /api/checklists': { needs: P('view_tasks'), access: CHECKLIST_VIEWERS },
  'GET /api/checklists/{id}': { needs: P('view_tasks'), access: CHECKLIST_VIEWERS },
  // Someone else's list (the ghost user): one's own is open to everyone.
  'GET /api/checklists/user/{userId}': {
    needs: ALL('view_tasks', 'assign_tasks'),
    access: CHECKLIST_ASSIGNERS,
  },
  'POST /api/checklists': {
    needs: P('assign_tasks'),
    access: CHECKLIST_MANAGERS,
    body: () => ({ name: 'Rounds' }),
  },
  'PUT /api/checklists/{id}': {
    needs: P('assign_tasks'),
    access: CHECKLIST_MANAGERS,
    body: () => ({ name: 'Rounds' }),
  },
  'DELETE /api/checklists/{id}': { needs: P('assign_tasks'), access: CHECKLIST_MANAGERS },
  'GET /api/checklists/{id}/assignments': { needs: P('view_tasks'), access: CHECKLIST_VIEWERS },
  'GET /api/checklists/{id}/assignable-users': {
    needs: P('assign_tasks'),
    access: CHECKLIST_ASSIGNERS,
  },
  'POST /api/checklists/{id}/assign-user': {
    needs: P('assign_tasks'),
    access: CHECKLIST_ASSIGNERS,
    body: ({ callerId }) => ({ userId: callerId }),
  },
  'DELETE /api/checklists/{id}/assign-user/{userId}': {
    needs: P('assign_tasks'),
    access: CHECKLIST_ASSIGNERS,
  },
  'GET /api/checklists/{id}/progress': { needs: P('view_tasks'), access: CHECKLIST_VIEWERS },
  'PUT /api/checklists/{id}/progress': {
    needs: TICKERS,
    access: CHECKLIST_RECORDERS,
    body: () => ({}),
  },
  'POST /api/checklists/{id}/progress/save': {
    needs: TICKERS,
    access: CHECKLIST_RECORDERS,
    body: () => ({}),
  },
  'POST /api/checklists/{id}/progress/reopen': {
    needs: TICKERS,
    access: CHECKLIST_RECORDERS,
    body: () => ({}),
  },
  'POST /api/checklists/{id}/progress/work-order': {
    needs: TICKERS,
    access: CHECKLIST_RECORDERS,
    body: () => ({}),
  },
  // A cell's photo (issue 33): added by those who tick (whose cells, the route decides), removed
  // by its uploader or those who reopen saved work (the route decides, per photo).
  'POST /api/checklists/{id}/progress/photos': { needs: TICKERS, access: CHECKLIST_RECORDERS },
  'DELETE /api/checklists/{id}/progress/photos/{photoId}': {
    needs: P('view_tasks'),
    access: CHECKLIST_VIEWERS,
  },
  'GET /api/checklist-categories': { needs: P('view_tasks'), access: CHECKLIST_VIEWERS },
  'POST /api/checklist-categories': {
    needs: P('assign_tasks'),
    access: CHECKLIST_MANAGERS,
    body: () => ({ key: `k-${unique()}`, name: 'K' }),
  },
  'PUT /api/checklist-categories/{key}': {
    needs: P('assign_tasks'),
    access: CHECKLIST_MANAGERS,
    body: () => ({ name: 'K', color: 'blue' }),
  },
  'DELETE /api/checklist-categories/{key}': {
    needs: P('assign_tasks'),
    access: CHECKLIST_MANAGERS,
  },
  'POST /api/attendance/check-in': {
    needs: P('view_attendance'),
    access: PUNCHERS,
    body: () => ({ siteId: GHOST }),
  },
  'POST /api/attendance/check-out': {
    needs: P('view_attendance'),
    access: PUNCHERS,
    body: () => ({ siteId: GHOST }),
  },
  'GET /api/attendance/today': { access: 'signed-in' },
  // Someone else's (the ghost user): one's own is open to everyone.
  'GET /api/attendance/user/{userId}': { needs: P('manage_attendance'), access: LEAVE_APPROVERS },
  'GET /api/attendance/user/{userId}/monthly': {
    needs: P('manage_attendance'),
    access: LEAVE_APPROVERS,
  },
  'GET /api/attendance/all': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/jobs': { needs: ADMINISTRATORS, access: ADMINS },
  // The organisation's default language (issue 32): administrators'; one's own, everyone's.
  'GET /api/organisation/settings': { needs: ADMINISTRATORS, access: ADMINS },
  'PUT /api/organisation/settings': {
    needs: ADMINISTRATORS,
    access: ADMINS,
    body: () => ({ defaultLanguage: 'en' }),
  },
  'PUT /api/user/me/language': { access: 'signed-in', body: () => ({ language: null }) },
  'GET /api/attendance/users': { needs: ADMINISTRATORS, access: ADMINS },
  'PUT /api/attendance/records/{id}': { needs: ADMINISTRATORS, access: ADMINS, body: () => ({}) },
  // The team's day and punches (issue 30): manage_attendance, at the caller's sites.
  'GET /api/attendance/team/today': { needs: P('manage_attendance'), access: LEAVE_APPROVERS },
  'POST /api/attendance/team/records': {
    needs: P('manage_attendance'),
    access: LEAVE_APPROVERS,
    body: () => ({}),
  },
  'PUT /api/attendance/team/records/{id}': {
    needs: P('manage_attendance'),
    access: LEAVE_APPROVERS,
    body: () => ({}),
  },
  'GET /api/attendance/download': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/attendance/download/csv': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/attendance/download/pdf': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/attendance/leave/user': { access: 'signed-in' },
  'POST /api/attendance/leave': { needs: P('view_attendance'), access: PUNCHERS, body: () => ({}) },
  'GET /api/attendance/leave/all': { needs: P('manage_attendance'), access: LEAVE_APPROVERS },
  'GET /api/attendance/leave/summary': { needs: P('manage_attendance'), access: LEAVE_APPROVERS },
  'PATCH /api/attendance/leave/{id}/process': {
    needs: P('manage_attendance'),
    access: LEAVE_APPROVERS,
    body: () => ({ status: 'Approved' }),
  },
  'PUT /api/attendance/leave/{id}': {
    needs: P('manage_attendance'),
    access: LEAVE_APPROVERS,
    body: () => ({ status: 'approved' }),
  },
  'GET /api/attendance/holidays': { access: 'signed-in' },
  'POST /api/attendance/holidays': { needs: ADMINISTRATORS, access: ADMINS, body: () => ({}) },
  'DELETE /api/attendance/holidays/{id}': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/attendance/shifts': { access: 'signed-in' },
  'POST /api/attendance/shifts': { needs: ADMINISTRATORS, access: ADMINS, body: () => ({}) },
  'DELETE /api/attendance/shifts/{id}': { needs: ADMINISTRATORS, access: ADMINS },
  'GET /api/pm': { needs: P('view_pm'), access: PM_VIEWERS },
  'GET /api/pm/upcoming': { needs: P('view_pm'), access: PM_VIEWERS },
  'GET /api/pm/{id}': { needs: P('view_pm'), access: PM_VIEWERS },
  'POST /api/pm': { needs: P('manage_pm'), access: PM_MANAGERS, body: () => ({}) },
  'PUT /api/pm/{id}': { needs: P('manage_pm'), access: PM_MANAGERS, body: () => ({}) },
  'PATCH /api/pm/{id}/status': {
    needs: P('manage_pm'),
    access: PM_STATUS_SETTERS,
    body: () => ({ status: 'Completed' }),
  },
  'DELETE /api/pm/{id}': { needs: P('manage_pm'), access: PM_MANAGERS },
  'GET /api/materials': { needs: P('view_materials'), access: MATERIAL_USERS },
  'GET /api/materials/categories': { needs: P('view_materials'), access: MATERIAL_USERS },
  'GET /api/materials/{id}': { needs: P('view_materials'), access: MATERIAL_USERS },
  'GET /api/materials/{id}/movements': { needs: P('view_materials'), access: MATERIAL_USERS },
  'POST /api/materials': {
    needs: P('manage_materials'),
    access: MATERIAL_MANAGERS,
    body: () => ({}),
  },
  'PUT /api/materials/{id}': {
    needs: P('manage_materials'),
    access: MATERIAL_MANAGERS,
    body: () => ({}),
  },
  'DELETE /api/materials/{id}': { needs: P('manage_materials'), access: MATERIAL_MANAGERS },
  'GET /api/materials/requests': {
    needs: P('request_materials', 'manage_materials'),
    access: MATERIAL_USERS,
  },
  'POST /api/materials/requests': {
    needs: P('request_materials'),
    access: MATERIAL_USERS,
    body: () => ({}),
  },
  'PUT /api/materials/requests/{id}': {
    needs: P('manage_materials'),
    access: MATERIAL_MANAGERS,
    body: () => ({}),
  },
  'PUT /api/materials/requests/{id}/user': {
    needs: P('request_materials'),
    access: MATERIAL_USERS,
    body: () => ({}),
  },
  'DELETE /api/materials/requests/{id}': {
    needs: P('manage_materials'),
    access: MATERIAL_MANAGERS,
  },
  'POST /api/materials/{id}/restock': {
    needs: P('manage_materials'),
    access: MATERIAL_MANAGERS,
    body: () => ({ quantity: 1 }),
  },
};

/** The requirement of a row: its own, else its access when that says it. */
export function requirementOf(row: Row): Requirement {
  if (row.needs) return row.needs;
  if (row.access === 'public' || row.access === 'signed-in') return row.access;
  throw new Error('a route limited to some roles must say what the catalogue requires (needs)');
}

/** Whether a role holding `granted` meets the requirement. */
export function meets(requirement: Requirement, granted: readonly string[]) {
  if (requirement === 'public' || requirement === 'signed-in') return true;
  const holds = (permission: Permission) =>
    granted.includes('all_permissions') || granted.includes(permission);
  return 'any' in requirement
    ? granted.includes('all_permissions') || requirement.any.some(holds)
    : requirement.all.every(holds);
}

/** A route's path with its parameters filled in (GHOST: nobody's). */
export const pathOf = (path: string) =>
  path
    .replaceAll('{id}', GHOST)
    .replaceAll('{userId}', GHOST)
    .replaceAll('{key}', 'ghost-key')
    .replace('/has-pin', '/has-pin?email=a@example.com');
