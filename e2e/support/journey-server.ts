import { inject } from 'vitest';
import type { JourneyServer } from './global-setup';

/**
 * The demo server of this worker (global-setup.ts starts one per worker). VITEST_POOL_ID is the
 * worker's number, 1 to maxWorkers, so every file a worker runs talks to the same server.
 */
export function journeyServer(): JourneyServer {
  const servers = inject('journeyServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no journey server was started (see e2e/support/global-setup.ts)');
  return server;
}

/** Where this worker's demo server answers. */
export const baseUrl = () => journeyServer().baseUrl;
