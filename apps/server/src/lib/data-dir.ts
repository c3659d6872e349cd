import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    dataDir: string,
    /** The server holding the directory. */
    readonly pid: number,
  ) {
    super(
      `Another server (process ${pid}) is already using the data directory ${dataDir}.\n` +
        'The embedded database can be opened by one process only. Stop the other server, or start\n' +
        'this one with its own directory: DATA_DIR=./data-2 npm start',
    );
    this.name = 'DataDirLockedError';
  }
}

export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; still running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process, so a second server on the same embedded database
 * stops at once instead of corrupting it. The lock file holds the owner's pid; a lock left by a
 * process that no longer runs (a crash, a kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) {
            fs.unlinkSync(lockPath);
          }
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}; remove it if no server is running.`);
}

/**
 * A secret generated on first start and kept in the data directory (mode 0600), so tokens signed
 * with it survive a restart. Several instances on one PostgreSQL must share JWT_SECRET instead.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const secretPath = path.join(dataDir, `${name}.secret`);
  const existing = readSecret(secretPath);
  if (existing) return existing;
  // Instances started together on one directory must end up with one secret: each writes its
  // own in full, then links it into place, which only the first can do; the others read that one.
  const secret = randomBytes(48).toString('base64url');
  const draft = `${secretPath}.${process.pid}.tmp`;
  fs.writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  try {
    if (existing === null) {
      fs.linkSync(draft, secretPath);
      return secret;
    }
    // Too short to be ours: replaced, as before.
    fs.renameSync(draft, secretPath);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecret(secretPath) || secret;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** The secret kept at `secretPath`; null when there is none, '' when it is too short to use. */
function readSecret(secretPath: string): string | null {
  try {
    const existing = fs.readFileSync(secretPath, 'utf8').trim();
    return existing.length >= 32 ? existing : '';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}
