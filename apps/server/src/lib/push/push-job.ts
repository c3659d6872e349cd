import { defineJob } from '../jobs/job-queue';

/**
 * Pushing one notification to its reader's devices (features/push): queued by notifyUser in the
 * notification's own transaction, so a push exists exactly when its notification does. Retried
 * for a push service that failed, a minute later, then two, four.
 */
export const deliverPushJob = defineJob<{ notificationId: string }>('push.deliver', {
  maxAttempts: 4,
  backoffMs: 60_000,
});
