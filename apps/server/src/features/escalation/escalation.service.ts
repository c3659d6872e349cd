import {
  type EscalationRule,
  type EscalationRuleKind,
  type EscalationRulesBody,
  everyPriorityRule,
} from '@cmms/shared/escalation';
import { msg } from '@cmms/shared/i18n/message';
import { SITE_SUPERVISOR_ROLES } from '@cmms/shared/roles';
import { processTimeZone } from '@cmms/shared/zones';
import type { DbOrTx } from '../../db/client';
import { SYSTEM_ACTOR, type UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { recordActivity } from '../activity/activity.service';
import { notifyUser } from '../notifications/notifications.service';
import { findSiteManagers, findSitePeopleInRoles } from '../users/users.service';
import {
  claimStep,
  type DueEscalation,
  findDueEscalations,
  listRules,
  saveRule,
} from './escalation.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

/** A site's rules, one per priority (the site is checked by the route). */
export async function loadRules(deps: Pick<Deps, 'db'>, siteId: string) {
  const rules = await listRules(deps.db, siteId);
  return { siteId, rules: everyPriorityRule(rules as EscalationRule[]) };
}

/** PUT /sites/{id}/escalation-rules: the priorities named are set, each counting from now. */
export async function saveRules(
  deps: Deps,
  actor: UserActor,
  site: { id: string; name: string },
  body: EscalationRulesBody,
) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const rule of body.rules) await saveRule(tx, site.id, rule, { userId: actor.id, at });
    await recordActivity(tx, actor, {
      action: 'escalation_rules_changed',
      description: msg('escalation.activityRulesChanged', { site: site.name }),
      type: 'site',
      siteId: site.id,
      metadata: { rules: body.rules },
    });
  });
  return loadRules(deps, site.id);
}

/**
 * One pass of the escalation rules (the job runner runs it every minute, on one instance at a
 * time): each due step of each work order is claimed, told and logged in one transaction, so it
 * happens once even when two passes meet.
 */
export async function runEscalations(deps: Deps) {
  const now = deps.clock.now();
  const due = await findDueEscalations(deps.db, now, processTimeZone());
  let made = 0;
  for (const escalation of due) {
    for (const step of [1, 2]) {
      const at = new Date(escalation.start.getTime() + step * escalation.thresholdMs);
      if (escalation.done.includes(step) || at > now || at < escalation.ruleSetAt) continue;
      const escalated = await deps.db.transaction(async (tx) => {
        const claimed = await claimStep(tx, { ...escalation, step, at: now });
        if (claimed) await escalate(tx, escalation, step);
        return claimed;
      });
      if (escalated) made++;
    }
  }
  return made;
}

/**
 * Step 1 tells the site's supervisors, step 2 (at twice the threshold) its managers, never the
 * assignee. A site with no supervisor has its managers told at step 1, and step 2 adds nothing;
 * with no manager but the assignee, the administrators are told.
 */
async function escalate(tx: DbOrTx, escalation: DueEscalation, step: number) {
  const supervisors = without(
    await findSitePeopleInRoles(tx, escalation.siteId, SITE_SUPERVISOR_ROLES),
    escalation.assignedTo,
  );
  if (step === 2 && supervisors.length === 0) return;
  const toManagers = step === 2 || supervisors.length === 0;
  const people = toManagers ? await managersOf(tx, escalation) : supervisors;
  const texts = textsOf(escalation, step);
  for (const userId of people) {
    await notifyUser(tx, {
      userId,
      type: 'task_escalated',
      title: texts.title,
      body: texts.body,
      data: { taskId: escalation.taskId, workOrderNumber: escalation.workOrderNumber },
    });
  }
  await recordActivity(tx, SYSTEM_ACTOR, {
    action: 'task_escalated',
    description: msg(
      escalation.rule === 'not_started'
        ? 'escalation.activityNotStarted'
        : 'escalation.activityOverdue',
      { ...texts.values, to: toManagers ? 'managers' : 'supervisors' },
    ),
    type: 'task',
    siteId: escalation.siteId,
    metadata: {
      taskId: escalation.taskId,
      workOrderNumber: escalation.workOrderNumber,
      rule: escalation.rule,
      step,
      notified: people,
    },
  });
}

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

/** The site's managers but the assignee; when that leaves no one, the administrators. */
async function managersOf(tx: DbOrTx, escalation: DueEscalation) {
  const managers = without(await findSiteManagers(tx, escalation.siteId), escalation.assignedTo);
  if (managers.length > 0) return managers;
  return without(await findSiteManagers(tx, null), escalation.assignedTo);
}

function textsOf(escalation: DueEscalation, step: number) {
  const named = { number: escalation.workOrderNumber, title: escalation.title };
  const rule: EscalationRuleKind = escalation.rule;
  if (rule === 'not_started') {
    const values = { ...named, minutes: (step * escalation.thresholdMs) / 60_000 };
    return {
      values,
      title: msg('escalation.notStartedTitle'),
      body: msg('escalation.notStartedBody', values),
    };
  }
  const values = { ...named, hours: (step * escalation.thresholdMs) / 3_600_000 };
  return {
    values,
    title: msg('escalation.overdueTitle'),
    body: msg('escalation.overdueBody', { ...values, due: { day: escalation.basis } }),
  };
}
