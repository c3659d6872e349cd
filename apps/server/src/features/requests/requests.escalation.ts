import { msg } from '@cmms/shared/i18n/message';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { SYSTEM_ACTOR } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { recordActivity } from '../activity/activity.service';
import {
  type Escalating,
  escalationAudience,
  makeDueSteps,
} from '../escalation/escalation.service';
import { notifyUser } from '../notifications/notifications.service';
import { firstLine } from './requests.mails';
import { workRequestEscalations } from './requests.table';

/** A request still undecided past its site's rule, with the steps already made. */
type UntriagedRequest = Escalating & {
  requestId: string;
  requestNumber: string;
  description: string;
  siteId: string;
  siteName: string;
};

type UntriagedRow = Omit<UntriagedRequest, 'start' | 'thresholdMs' | 'ruleSetAt' | 'done'> & {
  start: string | Date;
  thresholdMs: string | number;
  ruleSetAt: string | Date;
  done: number[] | null;
};

/**
 * Requests still new whose first step is due by `now` and whose last is not made: one query over
 * the new requests of the sites with a rule (work_requests_site_status_idx).
 */
async function findUntriagedRequests(db: DbOrTx, now: Date): Promise<UntriagedRequest[]> {
  const at = now.toISOString();
  const result = (await db.execute(sql`
    select r.id as "requestId", r.request_number as "requestNumber", r.description,
           r.site_id as "siteId", s.name as "siteName", r.created_at as start,
           s.portal_untriaged_hours * 3600000::bigint as "thresholdMs",
           s.portal_untriaged_set_at as "ruleSetAt",
           (select array_agg(e.step order by e.step) from work_request_escalations e
             where e.request_id = r.id) as done
      from work_requests r
      join sites s on s.id = r.site_id
     where r.status = 'new' and s.portal_untriaged_hours is not null
       and r.created_at + s.portal_untriaged_hours * interval '1 hour' <= ${at}::timestamptz
       and r.created_at + 2 * s.portal_untriaged_hours * interval '1 hour'
           >= s.portal_untriaged_set_at
       and not exists (select 1 from work_request_escalations e
                        where e.request_id = r.id and e.step = 2)
     order by r.created_at
  `)) as unknown as { rows: UntriagedRow[] };
  return result.rows.map((row) => ({
    ...row,
    start: new Date(row.start),
    thresholdMs: Number(row.thresholdMs),
    ruleSetAt: new Date(row.ruleSetAt),
    done: row.done ?? [],
  }));
}

/** Marks a step made, or answers false when another pass made it first. */
async function claimRequestStep(tx: DbOrTx, requestId: string, step: 1 | 2, at: Date) {
  const rows = await tx
    .insert(workRequestEscalations)
    .values({ requestId, step, escalatedAt: at })
    .onConflictDoNothing()
    .returning({ requestId: workRequestEscalations.requestId });
  return rows.length > 0;
}

/**
 * One pass of the sites' "not decided within N hours" rules (docs/requests.md, "Escalation"),
 * every minute among all instances: each due step is claimed, told and logged in one transaction,
 * with the work orders' escalation audience (escalation.service).
 */
export async function runRequestEscalations(deps: Pick<ServiceDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const due = await findUntriagedRequests(deps.db, now);
  return makeDueSteps(deps.db, due, now, async (tx, request, step) => {
    if (!(await claimRequestStep(tx, request.requestId, step, now))) return false;
    await tellUntriaged(tx, request, step);
    return true;
  });
}

async function tellUntriaged(tx: DbOrTx, request: UntriagedRequest, step: 1 | 2) {
  const audience = await escalationAudience(tx, request.siteId, step, null);
  if (!audience) return;
  const values = {
    number: request.requestNumber,
    text: firstLine(request.description),
    site: request.siteName,
    hours: (step * request.thresholdMs) / 3_600_000,
  };
  for (const userId of audience.people) {
    // The new request's own kind: it opens the inbox, and is pushed as a request is.
    await notifyUser(tx, {
      userId,
      type: 'work_request',
      title: msg('workRequests.untriagedTitle'),
      body: msg('workRequests.untriagedBody', values),
      data: { requestId: request.requestId, siteId: request.siteId },
    });
  }
  await recordActivity(tx, SYSTEM_ACTOR, {
    action: 'request_escalated',
    description: msg('workRequests.activityEscalated', { ...values, to: audience.to }),
    type: 'request',
    siteId: request.siteId,
    metadata: {
      requestId: request.requestId,
      requestNumber: request.requestNumber,
      step,
      notified: audience.people,
    },
  });
}
