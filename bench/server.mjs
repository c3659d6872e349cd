// Starts the built server (apps/server/dist/main.js) as `npm start` would and reports when it
// first answers /health.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SERVER = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export function assertBuilt() {
  if (!fs.existsSync(SERVER)) throw new Error('Run `npm run build` first.');
}

/**
 * @param {Record<string, string>} env @param {number} port
 * @param {string} [script] another server to start the same way (bench/floor-server.mjs)
 */
export async function startServer(env, port, script = SERVER) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [script], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    url,
    child,
    readyMs: Math.round(performance.now() - startedAt),
    /** Resident memory of the server process, in MiB. */
    rssMiB() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kib / 102.4) / 10;
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
