import { TOTAL_COUNT_HEADER } from '@cmms/shared/lists';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../../lib/jobs/jobs.table';
import { scenario } from '../../test/scenario';
import type { Job } from './jobs.presenter';

/** The idempotency feature's recurring sweep (idempotency.sweep.ts), which every server queues. */
const KEY_SWEEP = 'idempotency.sweep-expired-keys';

const s = await scenario({
  sites: { depot: 'Depot' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['depot']],
    ['technician', 'technician', ['depot']],
  ],
});
afterAll(() => s.close());
const { call } = s;

describe('GET /api/jobs', () => {
  it('gives an administrator the failed jobs, newest first, with why they failed', async () => {
    const failed = (name: string, failedAt: string) => ({
      name,
      status: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: `Error: ${name} refused`,
      failedAt: new Date(failedAt),
    });
    await s.db
      .insert(jobs)
      .values([
        failed('test.older', '2030-01-01T08:00:00Z'),
        failed('test.newer', '2030-01-02T08:00:00Z'),
      ]);

    const res = await call('admin', 'GET', '/api/jobs?status=failed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('2');
    const listed: Job[] = res.json();
    expect(listed.map((job) => job.name)).toEqual(['test.newer', 'test.older']);
    expect(listed[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Error: test.newer refused',
      failedAt: '2030-01-02T08:00:00.000Z',
    });
    // Failed is what an operator comes for: it is the default.
    expect((await call('admin', 'GET', '/api/jobs?limit=1')).json()).toHaveLength(1);
  });

  it('lists what is queued: the recurring key sweep the server scheduled at start', async () => {
    await expect
      .poll(async () =>
        (await call('admin', 'GET', '/api/jobs?status=queued')).json().map((job: Job) => job.key),
      )
      .toContain(KEY_SWEEP);
  });

  it('is for administrators only', async () => {
    for (const who of ['manager', 'technician'] as const) {
      expect((await call(who, 'GET', '/api/jobs')).statusCode, who).toBe(403);
    }
    expect((await s.app.inject('/api/jobs')).statusCode).toBe(401);
    expect((await call('admin', 'GET', '/api/jobs?status=done')).statusCode).toBe(400);
  });
});
