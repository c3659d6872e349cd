import {
  type EscalationRule,
  type EscalationRuleKind,
  type EscalationRulesBody,
  everyPriorityRule,
} from '@cmms/shared/escalation';
import { msg } from '@cmms/shared/i18n/message';
import { SITE_SUPERVISOR_ROLES } from '@cmms/shared/roles';
import { processTimeZone } from '@cmms/shared/zones';
import type { Database, DbOrTx } from '../../db/client';
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

/** Something a rule escalates: step k is due at `start` + k × the threshold. */
export type Escalating = {
  start: Date;
  thresholdMs: number;
  /** When the rule was last set: a step due before then is not made (no flood of old work). */
  ruleSetAt: Date;
  /** Steps already made. */
  done: number[];
};

/**
 * Makes each step of each item that is due by `now` and not made yet, in a transaction of its
 * own: `make` claims the step first and answers false when another pass already made it, so a
 * step happens once even when two passes meet. Answers how many steps were made.
 */
export async function makeDueSteps<T extends Escalating>(
  db: Database,
  items: readonly T[],
  now: Date,
  make: (tx: DbOrTx, item: T, step: 1 | 2) => Promise<boolean>,
) {
  let made = 0;
  for (const item of items) {
    for (const step of [1, 2] as const) {
      const at = new Date(item.start.getTime() + step * item.thresholdMs);
      if (item.done.includes(step) || at > now || at < item.ruleSetAt) continue;
      if (await db.transaction((tx) => make(tx, item, step))) made++;
    }
  }
  return made;
}

/**
 * One pass of the escalation rules (the job runner runs it every minute, on one instance at a
 * time): each due step of each work order is claimed, told and logged in one transaction.
 */
export async function runEscalations(deps: Deps) {
  const now = deps.clock.now();
  const due = await findDueEscalations(deps.db, now, processTimeZone());
  return makeDueSteps(deps.db, due, now, async (tx, escalation, step) => {
    const claimed = await claimStep(tx, { ...escalation, step, at: now });
    if (claimed) await escalate(tx, escalation, step);
    return claimed;
  });
}

/**
 * Who hears a step at a site, never `except` (the assignee): step 1 the site's supervisors, step
 * 2 (at twice the threshold) its managers. A site with no supervisor has its managers told at
 * step 1, and step 2 tells no one (null); with no manager but `except`, the administrators.
 */
export async function escalationAudience(
  tx: DbOrTx,
  siteId: string,
  step: 1 | 2,
  except: string | null,
): Promise<{ people: string[]; to: 'supervisors' | 'managers' } | null> {
  const supervisors = without(
    await findSitePeopleInRoles(tx, siteId, SITE_SUPERVISOR_ROLES),
    except,
  );
  if (step === 2 && supervisors.length === 0) return null;
  if (step === 1 && supervisors.length > 0) return { people: supervisors, to: 'supervisors' };
  const managers = without(await findSiteManagers(tx, siteId), except);
  return {
    people: managers.length > 0 ? managers : without(await findSiteManagers(tx, null), except),
    to: 'managers',
  };
}

async function escalate(tx: DbOrTx, escalation: DueEscalation, step: 1 | 2) {
  const audience = await escalationAudience(tx, escalation.siteId, step, escalation.assignedTo);
  if (!audience) return;
  const texts = textsOf(escalation, step);
  for (const userId of audience.people) {
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
      { ...texts.values, to: audience.to },
    ),
    type: 'task',
    siteId: escalation.siteId,
    metadata: {
      taskId: escalation.taskId,
      workOrderNumber: escalation.workOrderNumber,
      rule: escalation.rule,
      step,
      notified: audience.people,
    },
  });
}

const without = (ids: string[], id: string | null) => ids.filter((other) => other !== id);

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
