import type { Actor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { type JobStatus, listJobRows } from '../../lib/jobs/job-queue';
import { jobPolicy } from './jobs.policy';

/** A page of the background jobs in one status, for an administrator. */
export function listJobs(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  query: { status: JobStatus; limit: number; offset: number },
) {
  jobPolicy.assertMayRead(actor);
  return listJobRows(deps.db, query);
}
