import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { probe } from './probe';

const ticking = () => {
  let t = 0;
  return () => (t += 12.4);
};

describe('probe', () => {
  it('passes a success and times it', async () => {
    const result = await probe(async () => ({ name: 'cmms', version: '1.2.0' }), {
      now: ticking(),
    });
    expect(result).toEqual({
      ok: true,
      status: null,
      ms: 12,
      detail: '{"name":"cmms","version":"1.2.0"}',
    });
  });

  it('passes the expected refusal and fails anything else', async () => {
    const refusal = () =>
      Promise.reject(
        new ApiError(400, 'BAD_REQUEST', 'Invalid input', { email: 'Email is required' }),
      );
    const expected = await probe(refusal, { expectStatus: 400 });
    expect(expected.ok).toBe(true);
    expect(expected.detail).toBe('BAD_REQUEST: Invalid input; email: Email is required');
    expect((await probe(refusal)).ok).toBe(false);
    expect((await probe(async () => ({ token: 'x' }), { expectStatus: 400 })).ok).toBe(false);
  });

  it('reports no answer as status 0', async () => {
    const result = await probe(() => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')));
    expect(result).toMatchObject({ ok: false, status: 0, detail: 'NETWORK_ERROR: offline' });
    expect((await probe(() => Promise.reject(new Error('boom')))).detail).toBe('boom');
  });
});
