import { WARRANTY_WARNING_DAYS } from '@cmms/shared/asset-history';
import { msg } from '@cmms/shared/i18n/message';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceDeps } from '../../lib/deps';
import { defineJob } from '../../lib/jobs/job-queue';
import type { JobRunner } from '../../lib/jobs/job-runner';
import { notifyUser } from '../notifications/notifications.service';
import { findSiteManagers } from '../users/users.service';
import { claimExpiringDocuments } from './attachments.repository';

/** A failed pass is retried after a minute, then waits for the next day's. */
const warnOfExpiriesJob = defineJob('attachments.warn-of-expiries', {
  maxAttempts: 2,
  backoffMs: 60_000,
});
const DAY_MS = 24 * 60 * 60_000;

/**
 * Tells the managers of an asset's site, once, that one of its documents (a warranty, a
 * certificate) runs out within WARRANTY_WARNING_DAYS. Each document is claimed and marked warned
 * in the transaction that writes its notifications, so two instances never both warn of it.
 */
export async function warnOfExpiringDocuments(deps: Pick<ServiceDeps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + WARRANTY_WARNING_DAYS * DAY_MS).toISOString().slice(0, 10);
  return deps.db.transaction(async (tx) => {
    const documents = await claimExpiringDocuments(tx, { until, at: now });
    for (const document of documents) {
      for (const userId of await findSiteManagers(tx, document.siteId)) {
        await notifyUser(tx, {
          userId,
          type: 'document_expiring',
          title: msg('attachmentErrors.expiringTitle'),
          body: msg('attachmentErrors.expiringBody', {
            name: document.name,
            asset: document.assetName,
            number: document.assetNumber,
            day: { day: document.expiresOn },
          }),
          data: { assetId: document.assetId, attachmentId: document.id },
        });
      }
    }
    return documents.length;
  });
}

/** Once soon after each start, then every day, among all instances (lib/jobs). */
export function scheduleExpiryWarnings(
  runner: JobRunner,
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  log: FastifyBaseLogger,
) {
  runner.every(warnOfExpiriesJob, DAY_MS, async () => {
    const warned = await warnOfExpiringDocuments(deps);
    if (warned > 0) log.info({ warned }, 'managers warned of documents that run out soon');
  });
}
