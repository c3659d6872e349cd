import { z } from 'zod';
import type { JobRow } from '../../lib/jobs/jobs.table';

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['queued', 'failed']),
  payload: z.record(z.string(), z.unknown()),
  key: z.string().nullable(),
  /** Not before; null: as soon as a runner is free. */
  runAt: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The runner holding it and until when: a queued job held now is running. */
  lockedBy: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    name: row.name,
    status: row.status as Job['status'],
    payload: row.payload as Record<string, unknown>,
    key: row.key,
    runAt: iso(row.runAt),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    lockedBy: row.lockedBy,
    lockedUntil: iso(row.lockedUntil),
    createdAt: row.createdAt.toISOString(),
    failedAt: iso(row.failedAt),
  };
}
