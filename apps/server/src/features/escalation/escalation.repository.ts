import type { EscalationRule, EscalationRuleKind } from '@cmms/shared/escalation';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { escalationRules, workOrderEscalations } from './escalation.table';

export function listRules(db: DbOrTx, siteId: string) {
  return db
    .select({
      priority: escalationRules.priority,
      notStartedMinutes: escalationRules.notStartedMinutes,
      overdueHours: escalationRules.overdueHours,
    })
    .from(escalationRules)
    .where(eq(escalationRules.siteId, siteId))
    .orderBy(asc(escalationRules.priority));
}

/** One priority's rule, set anew: its thresholds count from now (`updatedAt`). */
export async function saveRule(
  db: DbOrTx,
  siteId: string,
  rule: EscalationRule,
  by: { userId: string | null; at: Date },
) {
  const values = {
    notStartedMinutes: rule.notStartedMinutes,
    overdueHours: rule.overdueHours,
    updatedAt: by.at,
    updatedBy: by.userId,
  };
  await db
    .insert(escalationRules)
    .values({ siteId, priority: rule.priority, ...values })
    .onConflictDoUpdate({
      target: [escalationRules.siteId, escalationRules.priority],
      set: values,
    });
}

/** A work order past one of its site's rules, with the steps it has reached. */
export type DueEscalation = {
  taskId: string;
  workOrderNumber: string;
  title: string;
  siteId: string;
  assignedTo: string;
  rule: EscalationRuleKind;
  /** What the rule counts from, as written in work_order_escalations.basis. */
  basis: string;
  /** The threshold in milliseconds: step k is due at start + k × threshold. */
  thresholdMs: number;
  start: Date;
  /** When the rule was last set: a step due before then is not made (no flood of old work). */
  ruleSetAt: Date;
  /** Steps already made on this basis. */
  done: number[];
};

type DueRow = Omit<DueEscalation, 'thresholdMs' | 'start' | 'ruleSetAt' | 'done'> & {
  thresholdMs: string | number;
  start: string | Date;
  ruleSetAt: string | Date;
  done: number[] | null;
};

/**
 * Work orders whose first step is due by `now` and whose last is not made yet: pending ones with
 * no time recorded since their assignment, past "not started within N minutes of assignment",
 * and open ones past "overdue by N hours" (the end
 * of the due date in the site's zone, or `serverZone`, plus N hours).
 */
export async function findDueEscalations(
  db: DbOrTx,
  now: Date,
  serverZone: string,
): Promise<DueEscalation[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with due as (
      select t.id, t.work_order_number, t.title, t.site_id, t.assigned_to, r.updated_at as rule_set_at,
             'not_started' as rule,
             to_char(t.assigned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as basis,
             t.assigned_at as start,
             r.not_started_minutes * 60000::bigint as threshold_ms
        from tasks t
        join escalation_rules r on r.site_id = t.site_id and r.priority = t.priority
       where t.status = 'pending' and r.not_started_minutes is not null
         -- A field role starts work with the timer (they may not set In Progress): time recorded
         -- since the assignment is a start too.
         and not exists (select 1 from task_time_entries te
                          where te.task_id = t.id and te.created_at >= t.assigned_at)
      union all
      select t.id, t.work_order_number, t.title, t.site_id, t.assigned_to, r.updated_at,
             'overdue',
             t.due_date::text,
             ((t.due_date + 1)::timestamp at time zone coalesce(s.time_zone, ${serverZone})),
             r.overdue_hours * 3600000::bigint
        from tasks t
        join escalation_rules r on r.site_id = t.site_id and r.priority = t.priority
        join sites s on s.id = t.site_id
       where t.status in ('pending', 'in_progress', 'on_hold') and r.overdue_hours is not null
    )
    select due.id as "taskId", due.work_order_number as "workOrderNumber", due.title,
           due.site_id as "siteId", due.assigned_to as "assignedTo", due.rule, due.basis,
           due.threshold_ms as "thresholdMs", due.start, due.rule_set_at as "ruleSetAt",
           (select array_agg(e.step order by e.step) from work_order_escalations e
             where e.task_id = due.id and e.rule = due.rule and e.basis = due.basis) as done
      from due
     where due.start + due.threshold_ms * interval '1 millisecond' <= ${at}::timestamptz
       and due.start + 2 * due.threshold_ms * interval '1 millisecond' >= due.rule_set_at
       and not exists (select 1 from work_order_escalations e
                        where e.task_id = due.id and e.rule = due.rule and e.basis = due.basis
                          and e.step = 2)
     order by due.start
  `)) as unknown as { rows: DueRow[] };
  return result.rows.map((row) => ({
    ...row,
    thresholdMs: Number(row.thresholdMs),
    start: new Date(row.start),
    ruleSetAt: new Date(row.ruleSetAt),
    done: row.done ?? [],
  }));
}

/**
 * Marks one step made, or answers false when it already was: the key is what keeps an
 * escalation to once when two instances or two passes meet.
 */
export async function claimStep(
  tx: DbOrTx,
  step: { taskId: string; rule: EscalationRuleKind; step: number; basis: string; at: Date },
) {
  const rows = await tx
    .insert(workOrderEscalations)
    .values({
      taskId: step.taskId,
      rule: step.rule,
      step: step.step,
      basis: step.basis,
      escalatedAt: step.at,
    })
    .onConflictDoNothing()
    .returning({ taskId: workOrderEscalations.taskId });
  return rows.length > 0;
}
