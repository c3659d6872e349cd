import type { RequestStatus, RequestUrgency } from '@cmms/shared/requests';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sequentialNumber } from '../../db/numbering';
import { assets } from '../assets/assets.table';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';

const requestNumberColumns = sequentialNumber('RQ', 'request_number');

/**
 * A problem reported through the request portal (issue 35, docs/requests.md), by someone
 * without an account. The requester's contact details are seen only by those who handle
 * requests, and are erased 90 days after the request is closed (the retention rule there).
 */
export const workRequests = pgTable(
  'work_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: requestNumberColumns.number,
    requestNumber: requestNumberColumns.display,
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    location: text('location').notNull().default(''),
    description: text('description').notNull(),
    urgency: text('urgency').$type<RequestUrgency>().notNull(),
    requesterName: text('requester_name').notNull().default(''),
    requesterEmail: text('requester_email').notNull().default(''),
    requesterPhone: text('requester_phone').notNull().default(''),
    /** The language the form was filled in: the requester's mails are written in it. */
    language: text('language').notNull().default('en'),
    status: text('status').$type<RequestStatus>().notNull().default('new'),
    /** The private status link's secret; not the number, which is guessable. */
    statusToken: text('status_token').notNull().unique(),
    /** How it was decided; `status` moves on to completed, this stays. */
    decision: text('decision').$type<'accepted' | 'merged' | 'rejected'>(),
    /** Why it was rejected: shown to the requester. */
    reason: text('reason'),
    /** The work order it became or was merged into. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the contact details were erased (the retention rule); null while kept. */
    contactErasedAt: timestamp('contact_erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('work_requests_site_status_idx').on(table.siteId, table.status, table.number),
    index('work_requests_task_idx').on(table.taskId).where(sql`${table.taskId} is not null`),
    check(
      'work_requests_status_check',
      sql`${table.status} in ('new', 'accepted', 'merged', 'rejected', 'completed')`,
    ),
    check('work_requests_urgency_check', sql`${table.urgency} in ('low', 'normal', 'urgent')`),
  ],
);

export type WorkRequestRow = typeof workRequests.$inferSelect;

/**
 * Each escalation of a request left undecided (docs/requests.md, "Escalation"), made once: the
 * key keeps a step to one among instances and passes. A request's basis never moves (it came
 * when it came), so the request and the step are the whole key.
 */
export const workRequestEscalations = pgTable(
  'work_request_escalations',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.step] }),
    check('work_request_escalations_step_check', sql`${table.step} in (1, 2)`),
  ],
);
