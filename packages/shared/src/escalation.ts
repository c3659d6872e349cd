import { z } from 'zod';
import { TASK_PRIORITIES } from './work-orders';

/**
 * Escalation rules (issue 34, docs/escalation.md): per site and work order priority, a work
 * order not started within N minutes of its assignment, or overdue by N hours, is told to the
 * site's supervisors, and at twice N to its managers.
 */
const ESCALATION_RULE_KINDS = ['not_started', 'overdue'] as const;
export type EscalationRuleKind = (typeof ESCALATION_RULE_KINDS)[number];

/** A week: a longer wait is not an escalation any more. */
const MAX_NOT_STARTED_MINUTES = 7 * 24 * 60;
/** Thirty days overdue. */
const MAX_OVERDUE_HOURS = 30 * 24;

const minutes = z
  .number({ error: 'escalation.minutesInvalid' })
  .int('escalation.minutesInvalid')
  .min(1, 'escalation.minutesInvalid')
  .max(MAX_NOT_STARTED_MINUTES, 'escalation.minutesInvalid')
  .nullable();
const hours = z
  .number({ error: 'escalation.hoursInvalid' })
  .int('escalation.hoursInvalid')
  .min(1, 'escalation.hoursInvalid')
  .max(MAX_OVERDUE_HOURS, 'escalation.hoursInvalid')
  .nullable();

/** One priority's rule: null turns that check off. */
const escalationRuleSchema = z.object({
  priority: z.enum(TASK_PRIORITIES, { error: 'workOrders.badPriority' }),
  notStartedMinutes: minutes,
  overdueHours: hours,
});
export type EscalationRule = z.infer<typeof escalationRuleSchema>;

/** PUT /sites/{id}/escalation-rules: the priorities named are replaced, the others kept. */
export const escalationRulesBodySchema = z.object({
  rules: z
    .array(escalationRuleSchema)
    .min(1, 'escalation.rulesRequired')
    .max(TASK_PRIORITIES.length, 'escalation.priorityTwice')
    .refine(
      (rules) => new Set(rules.map((rule) => rule.priority)).size === rules.length,
      'escalation.priorityTwice',
    ),
});
export type EscalationRulesBody = z.infer<typeof escalationRulesBodySchema>;

/** A site's rules: one per priority, in the priorities' order, those never set all off. */
export const escalationRulesSchema = z.object({
  siteId: z.string(),
  rules: z.array(escalationRuleSchema),
});
export type EscalationRules = z.infer<typeof escalationRulesSchema>;

export const escalationRulesPath = (siteId: string) => `/sites/${siteId}/escalation-rules`;

/** Every priority's rule, from those set: an unset priority escalates nothing. */
export function everyPriorityRule(set: readonly EscalationRule[]): EscalationRule[] {
  return TASK_PRIORITIES.map(
    (priority) =>
      set.find((rule) => rule.priority === priority) ?? {
        priority,
        notStartedMinutes: null,
        overdueHours: null,
      },
  );
}
