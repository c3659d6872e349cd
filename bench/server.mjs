// Starts the built server (apps/server/dist/main.js) as `npm start` would, on a port the kernel
// picks, and reports when it first answers /health.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export function assertBuilt() {
  if (!fs.existsSync(SERVER)) throw new Error('Run `npm run build` first.');
}

// The start banner's line (apps/server/src/start-banner.ts); bench/floor-server.mjs prints it too.
const OPEN_LINE = /Open:\s+http:\/\/localhost:(\d+)/;
const START_TIMEOUT_MS = 300_000;

/**
 * Resolves with the port a starting server prints, rejects if it exits first. Its stdout is
 * read to the end, so a server that keeps writing there never blocks on a full pipe.
 * @param {import('node:child_process').ChildProcess} child
 */
function printedPort(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    let found = false;
    const timer = setTimeout(
      () => reject(new Error(`server printed no port in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk) => {
      if (found) return;
      output += chunk;
      const match = OPEN_LINE.exec(output);
      if (!match) return;
      found = true;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Starts a server with PORT=0 and reads the port it got from its banner. Never a fixed port: one
 * inside the kernel's ephemeral range (32768-60999) may be held by any outgoing connection, and
 * a /health poll sent before the server listens could connect to itself (TCP self-connect) and
 * take the port from under it (issue 29: `node bench/web-size.mjs` failed twice that way).
 * @param {Record<string, string>} env
 * @param {string} [script] another server to start the same way (bench/floor-server.mjs)
 */
export async function startServer(env, script = SERVER) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [script], {
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await printedPort(child);
  const url = `http://127.0.0.1:${port}`;
  // The banner comes once the server listens, so the first /health already answers.
  const health = await fetch(`${url}/health`);
  if (!health.ok) throw new Error(`${url}/health answered ${health.status}`);
  return {
    url,
    port,
    child,
    readyMs: Math.round(performance.now() - startedAt),
    /** Resident memory of the server process, in MiB. */
    rssMiB() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kib / 102.4) / 10;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
