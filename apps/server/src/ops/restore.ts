// npm run db:restore -- <file>: a dump made by db:backup, into an empty or new DATA_DIR
// (docs/backup-and-move.md).
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir';
import { CommandError, formatBytes, pgdataOf, readConfig, runCommand } from './command';
import { backupFilesDirOf, copyFileTree, filesDirOf } from './copy-files';
import { openEmbedded } from './dump';

async function main(args: string[]) {
  const [given] = args;
  if (!given) throw new CommandError('Name the backup to restore: npm run db:restore -- <file>');
  const file = path.resolve(given);
  if (!fs.existsSync(file)) throw new CommandError(`There is no file ${file}.`);
  const config = readConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: this command restores the embedded database (DATA_DIR). To load the ' +
        'dump into PostgreSQL, use psql -f with it.',
    );
  }
  const { dataDir } = config;
  // Never over a database someone may still need: the restore starts from nothing.
  const existed = fs.existsSync(dataDir);
  if (existed && fs.readdirSync(dataDir).length > 0) {
    throw new CommandError(
      `${dataDir} is not empty. Restore into an empty or new directory ` +
        `(DATA_DIR=./data-restored npm run db:restore -- ${given}), or move this one aside first.`,
    );
  }
  const dump = fs.readFileSync(file, 'utf8');
  if (!dump.startsWith('--\n-- PostgreSQL database dump')) {
    throw new CommandError(`${file} is not a SQL dump made by npm run db:backup.`);
  }

  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new CommandError(error.message);
    throw error;
  }
  let restoredFiles = 0;
  try {
    const client = await openEmbedded(dataDir);
    try {
      await client.exec(dump);
    } finally {
      await client.close();
    }
    restoredFiles = copyFileTree(backupFilesDirOf(file), filesDirOf(dataDir));
  } catch (error) {
    // Half a database is worse than none: the next start would take it for a whole one.
    fs.rmSync(pgdataOf(dataDir), { recursive: true, force: true });
    fs.rmSync(filesDirOf(dataDir), { recursive: true, force: true });
    throw new CommandError(
      `The backup could not be restored (${(error as Error).message}); nothing was kept in ${dataDir}.`,
    );
  } finally {
    release();
    if (!existed && fs.readdirSync(dataDir).length === 0) fs.rmdirSync(dataDir);
  }
  console.info(
    `\nRestored ${file} (${formatBytes(fs.statSync(file).size)}) into ${dataDir}` +
      `${restoredFiles > 0 ? `, with ${restoredFiles} uploaded files` : ''}.\n\n` +
      'Start the server on it: npm start, with DATA_DIR set to that directory. Users sign in\n' +
      'again, unless the jwt.secret of the old DATA_DIR (or JWT_SECRET) comes along.\n',
  );
}

runCommand(main);
