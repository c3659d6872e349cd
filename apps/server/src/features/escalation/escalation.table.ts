import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from '../sites/sites.table';
import { users } from '../users/users.table';
import { tasks } from '../work-orders/work-orders.table';

/**
 * A site's escalation rule for one work order priority (issue 34, docs/escalation.md). A null
 * threshold turns that check off; a priority with no row escalates nothing.
 */
export const escalationRules = pgTable(
  'escalation_rules',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    priority: text('priority').notNull(),
    notStartedMinutes: integer('not_started_minutes'),
    overdueHours: integer('overdue_hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.priority] }),
    check('escalation_rules_priority_check', sql`${table.priority} in ('low', 'medium', 'high')`),
    check('escalation_rules_minutes_check', sql`${table.notStartedMinutes} > 0`),
    check('escalation_rules_hours_check', sql`${table.overdueHours} > 0`),
  ],
);

/**
 * Each escalation made, once: the key is what makes it exactly once among instances and passes.
 * `basis` is what the rule counted from (the assignment's instant, or the due date), so a work
 * order assigned again, or given a new due date, can escalate again.
 */
export const workOrderEscalations = pgTable(
  'work_order_escalations',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    step: integer('step').notNull(),
    basis: text('basis').notNull(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.rule, table.step, table.basis] }),
    check('work_order_escalations_rule_check', sql`${table.rule} in ('not_started', 'overdue')`),
    check('work_order_escalations_step_check', sql`${table.step} in (1, 2)`),
  ],
);
