import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processTimeZone } from '@cmms/shared/zones';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, parseConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { type DemoAccount, loadDemoData } from './demo/demo-data';
import { recordServerZone } from './features/reports/reports.repository';
import { firstOpenPortal } from './features/requests/requests.service';
import { ensureDefaultRoles } from './features/roles/default-roles';
import { loadOrCreateSecret, lockDataDir } from './lib/data-dir';
import { openStorage } from './lib/storage/open-storage';
import { serveOnlineBackups } from './ops/online-backup';
import { snapshotEmbedded } from './ops/snapshot';
import { printBanner } from './start-banner';

// Both src/main.ts (dev) and dist/main.js (built) sit two levels below apps/, so these resolve
// the same way in either.
const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations', import.meta.url));
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

function readConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function start() {
  const startedAt = performance.now();
  const parsed = readConfig();
  const config: Config = {
    ...parsed,
    jwtSecret: parsed.jwtSecret ?? loadOrCreateSecret(parsed.dataDir, 'jwt'),
    webDistDir: parsed.webDistDir ? path.resolve(parsed.webDistDir) : DEFAULT_WEB_DIST,
  };
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', '*.password', '*.pin', '*.token'],
    ...(process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });

  // The embedded database may be opened by one process only; PostgreSQL serves many instances.
  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      fail((error as Error).message);
    }
  }

  let database: DatabaseHandle;
  try {
    database = config.databaseUrl
      ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
      : await openDatabase({ driver: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
    await database.migrate(MIGRATIONS_DIR);
    await ensureDefaultRoles(database.db);
    await recordServerZone(database.db, processTimeZone());
  } catch (error) {
    releaseLock();
    fail(`Could not open the database: ${(error as Error).message}`);
  }

  let demoAccounts: DemoAccount[] | null = null;
  try {
    if (config.demoData) {
      demoAccounts = await loadDemoData(database.db, new Date(), { files: openStorage(config) });
    }
  } catch (error) {
    await database.close();
    releaseLock();
    fail(`Could not load the demo data: ${(error as Error).message}`);
  }
  const app = await buildApp({ config, db: database.db }, { logger });
  // No other process may open the embedded database, so an online backup starts here.
  const { pglite } = database;
  const backups = pglite
    ? serveOnlineBackups(
        config.dataDir,
        (into) => snapshotEmbedded(pglite, path.join(config.dataDir, 'pgdata'), into),
        logger,
      )
    : { stop: async () => {} };

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      releaseLock();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forced.unref();
    try {
      await app.close();
      await backups.stop();
      await database.close();
    } finally {
      releaseLock();
      clearTimeout(forced);
    }
    logger.info('stopped');
    logger.flush();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await backups.stop();
    await database.close();
    releaseLock();
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Stop what uses it, or start with PORT=3001 npm start`
        : `Could not start the server: ${(error as Error).message}`,
    );
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  printBanner({
    port,
    database: database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL',
    readyMs: Math.round(performance.now() - startedAt),
    demoAccounts,
    demoEnabled: config.demoData,
    requestPage: await firstOpenPortal(database).catch(() => null),
  });
}

void start();
