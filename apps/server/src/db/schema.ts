// Every table, for Drizzle's typed queries and for drizzle-kit. Features own their tables; the
// job runner (lib/jobs) owns `jobs`, the live streams (lib/live) `live_events`.
export * from '../features/activity/activity.table';
export * from '../features/assets/assets.table';
export * from '../features/attachments/attachments.table';
export * from '../features/attendance/attendance.table';
export * from '../features/auth/auth.table';
export * from '../features/checklists/checklists.table';
export * from '../features/escalation/escalation.table';
export * from '../features/idempotency/idempotency.table';
export * from '../features/materials/materials.table';
export * from '../features/notifications/notifications.table';
export * from '../features/organisation/organisation.table';
export * from '../features/pm/pm.table';
export * from '../features/push/push.table';
export * from '../features/reports/reports.table';
export * from '../features/requests/requests.table';
export * from '../features/roles/roles.table';
export * from '../features/sessions/sessions.table';
export * from '../features/sites/sites.table';
export * from '../features/users/users.table';
export * from '../features/work-order-record/work-order-record.table';
export * from '../features/work-orders/work-orders.table';
export * from '../lib/jobs/jobs.table';
export * from '../lib/live/live.table';
