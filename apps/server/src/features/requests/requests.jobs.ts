import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs/job-queue';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { runRequestEscalations } from './requests.escalation';
import { CONTACT_RETENTION_DAYS } from './requests.limits';
import { firstNameOf, type RequestMailKind, requestMail, statusUrl } from './requests.mails';
import { eraseOldContacts, findRequestForMail } from './requests.repository';

/**
 * A mail to a requester: queued in the transaction of the change it tells of, so it is sent
 * once that commits and only then, retried if the mail server fails.
 */
export const requesterMailJob = defineJob<{ requestId: string; kind: RequestMailKind }>(
  'requests.mail-requester',
  { maxAttempts: 5, backoffMs: 60_000 },
);

const eraseContactsJob = defineJob('requests.erase-old-contacts', {
  maxAttempts: 2,
  backoffMs: 60_000,
});
const DAY_MS = 24 * 60 * 60_000;
/** A failed pass is retried once; the next minute's pass catches up anyway. */
const escalateUntriagedJob = defineJob('requests.escalate-undecided', {
  maxAttempts: 2,
  backoffMs: 30_000,
});
const ESCALATION_PASS_MS = 60_000;

export function scheduleRequestJobs(
  runner: JobRunner,
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'mailer' | 'config'>,
  log: FastifyBaseLogger,
) {
  runner.handle(requesterMailJob, async ({ requestId, kind }) => {
    const found = await findRequestForMail(deps.db, requestId);
    // Erased meanwhile (the retention rule), or deleted: nobody to tell.
    if (!found || found.request.requesterEmail === '') return;
    const { request } = found;
    await deps.mailer.send(
      requestMail(kind, request.requesterEmail, request, {
        site: found.siteName,
        url: statusUrl(deps.config, request),
        handledBy: firstNameOf(request.decidedByName),
      }),
    );
  });
  // The retention rule (docs/requests.md): once a day, among all instances.
  runner.every(eraseContactsJob, DAY_MS, async () => {
    const now = deps.clock.now();
    const closedBefore = new Date(now.getTime() - CONTACT_RETENTION_DAYS * DAY_MS);
    const erased = await eraseOldContacts(deps.db, closedBefore, now);
    if (erased > 0) log.info({ erased }, 'requesters’ contact details erased (retention)');
  });
  // Requests left undecided (docs/requests.md, "Escalation"): every minute, each step once.
  runner.every(escalateUntriagedJob, ESCALATION_PASS_MS, async () => {
    const made = await runRequestEscalations(deps);
    if (made > 0) log.info({ made }, 'undecided requests escalated');
  });
}
