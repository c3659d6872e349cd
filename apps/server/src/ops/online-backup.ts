import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isRunning } from '../lib/data-dir';
import { CommandError } from './command';

// A backup of a running embedded database starts in the server that has it open, the only
// process that may (lib/data-dir.ts). The command asks through DATA_DIR/online-backup/: it writes
// <id>.request and sends SIGUSR2; the server claims the request, copies its database into
// <id>.partial/pgdata between two transactions and renames that to <id>.snapshot (or writes
// <id>.failed); the command dumps the copy, in its own process, and removes it. Only someone who
// may write DATA_DIR and signal the server's process (its user, or root) can ask, and they can
// read the database files already. Nothing listens on the network.

const CHANNEL = 'online-backup';
const LISTENING = 'listening';
const ID = /^[0-9a-z-]+$/;
/** A server that has not claimed a request by then is not answering. */
const CLAIM_TIMEOUT_MS = 120_000;

const channelOf = (dataDir: string) => path.join(dataDir, CHANNEL);

/**
 * Server side: answers SIGUSR2 with a copy of the database (`snapshot`) for each request waiting
 * in the channel. Stopped before the database closes; a copy in progress is finished first.
 */
export function serveOnlineBackups(
  dataDir: string,
  snapshot: (into: string) => Promise<void>,
  log: FastifyBaseLogger,
) {
  // Windows has no SIGUSR2: there the backup command asks for the server to be stopped.
  if (process.platform === 'win32') return { stop: async () => {} };
  const dir = channelOf(dataDir);
  // What a previous server left is nobody's: its commands gave up when it stopped.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const listening = path.join(dir, LISTENING);
  fs.writeFileSync(listening, String(process.pid));

  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  async function answer(id: string) {
    const partial = path.join(dir, `${id}.partial`);
    try {
      const startedAt = performance.now();
      await snapshot(path.join(partial, 'pgdata'));
      fs.renameSync(partial, path.join(dir, `${id}.snapshot`));
      log.info(
        { id, ms: Math.round(performance.now() - startedAt) },
        'database copied for a backup',
      );
    } catch (error) {
      fs.rmSync(partial, { recursive: true, force: true });
      fs.writeFileSync(path.join(dir, `${id}.failed`), (error as Error).message);
      log.error({ id, err: error }, 'database copy for a backup failed');
    }
  }

  async function drain() {
    do {
      again = false;
      for (const name of fs.readdirSync(dir)) {
        const id = name.endsWith('.request') ? name.slice(0, -'.request'.length) : '';
        if (!ID.test(id)) continue;
        fs.rmSync(path.join(dir, name), { force: true });
        await answer(id);
      }
    } while (again && !stopped);
  }

  // Never removed: a signal arriving during shutdown must not take Node's default (exit at once).
  process.on('SIGUSR2', () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      // A channel that cannot be read fails the backup, never the server.
      .catch((error) => log.error({ err: error }, 'online backup request failed'))
      .finally(() => {
        running = null;
      });
  });

  return {
    async stop() {
      stopped = true;
      if (readPid(listening) === process.pid) fs.rmSync(listening, { force: true });
      await running;
    },
  };
}

function readPid(file: string) {
  try {
    return Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return null;
  }
}

/**
 * Command side: asks the server `pid`, which holds `dataDir`, for a copy of its database, and
 * waits for it while that server runs. Returns the copy's directory (a DATA_DIR holding pgdata),
 * in the channel; the caller removes it.
 */
export async function requestOnlineBackup(dataDir: string, pid: number): Promise<string> {
  const dir = channelOf(dataDir);
  if (process.platform === 'win32' || readPid(path.join(dir, LISTENING)) !== pid) {
    throw new CommandError(
      `The server (process ${pid}) using ${dataDir} cannot take a backup while it runs (it was ` +
        'started by an older version). Restart it, or stop it, and run the backup again.',
    );
  }
  const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
  const request = path.join(dir, `${id}.request`);
  const done = path.join(dir, `${id}.snapshot`);
  const failed = path.join(dir, `${id}.failed`);
  fs.writeFileSync(request, '');
  process.kill(pid, 'SIGUSR2');

  const claimBy = Date.now() + CLAIM_TIMEOUT_MS;
  for (;;) {
    // Read before the files, so a server that made the copy and then stopped still counts.
    const alive = isRunning(pid);
    if (fs.existsSync(done)) return done;
    if (fs.existsSync(failed)) {
      const reason = fs.readFileSync(failed, 'utf8');
      fs.rmSync(failed, { force: true });
      throw new CommandError(`The server could not copy its database: ${reason}`);
    }
    const claimed = !fs.existsSync(request);
    if (!alive || (!claimed && Date.now() > claimBy)) {
      fs.rmSync(request, { force: true });
      throw new CommandError(
        `The server (process ${pid}) did not answer the backup request. Check that it is running ` +
          'and healthy, or stop it and run the backup again.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
