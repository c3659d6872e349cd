import { createApiClient } from '../../../lib/api-client';
import { type ProbeResult, probe } from '../lib/probe';

/**
 * A client of its own: rooted at the origin (GET /health is outside /api), with no network-error
 * block, since the point is to try the server even while the app's requests are blocked.
 */
const request = createApiClient({ baseUrl: '' });

/** The calls, each named by its method and path (not words: they read the same in every language). */
export const DIAGNOSTIC_CALLS = [
  { id: 'health', path: '/health' },
  { id: 'wakeup', path: '/api/wakeup' },
  { id: 'api', path: '/api' },
] as const;

export type DiagnosticId = (typeof DIAGNOSTIC_CALLS)[number]['id'];

/** One call, once (no retry: the timing is the point), without a token. */
export const runDiagnostic = (path: string): Promise<ProbeResult> =>
  probe(() => request('GET', path, { auth: false, retry: false }));
