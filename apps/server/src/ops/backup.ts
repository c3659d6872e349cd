// npm run db:backup -- [file]: the embedded database as a plain SQL dump, whether the server is
// running or not (docs/backup-and-move.md).
import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir';
import { CommandError, formatBytes, hasEmbeddedDatabase, readConfig, runCommand } from './command';
import { backupFilesDirOf, copyFileTree, filesDirOf } from './copy-files';
import { dumpEmbedded, openEmbedded } from './dump';
import { requestOnlineBackup } from './online-backup';

const defaultFile = () =>
  path.join('backups', `cmms-${new Date().toISOString().replace(/:/g, '-').slice(0, 19)}Z.sql`);

async function main(args: string[]) {
  const config = readConfig();
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL is set: the server uses PostgreSQL, so back it up with pg_dump. ' +
        'This command backs up the embedded database in DATA_DIR.',
    );
  }
  const { dataDir } = config;
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new CommandError(`There is no embedded database in ${dataDir} (is DATA_DIR right?).`);
  }
  const file = path.resolve(args[0] ?? defaultFile());
  if (fs.existsSync(file)) throw new CommandError(`${file} already exists; name another file.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });

  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server has the database open: it copies it between two transactions, this dumps the copy.
    const copy = await requestOnlineBackup(dataDir, error.pid);
    try {
      await dumpInto(copy, file);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
    // After the dump: every file a row of it names was stored before its row (uploads store
    // first), so it is there unless it was removed since.
    const files = copyFileTree(filesDirOf(dataDir), backupFilesDirOf(file));
    return report(file, `from the running server (process ${error.pid})`, files);
  }
  try {
    await dumpInto(dataDir, file);
  } finally {
    release();
  }
  report(
    file,
    'from the stopped database',
    copyFileTree(filesDirOf(dataDir), backupFilesDirOf(file)),
  );
}

async function dumpInto(dataDir: string, file: string) {
  const client = await openEmbedded(dataDir);
  try {
    const text = await dumpEmbedded(client);
    // Written aside and renamed: a file under the name given is always a whole dump.
    fs.writeFileSync(`${file}.partial`, text, { mode: 0o600 });
    fs.renameSync(`${file}.partial`, file);
  } finally {
    await client.close();
  }
}

function report(file: string, how: string, files: number) {
  const uploads =
    files > 0 ? `  ${backupFilesDirOf(file)}${path.sep} (${files} uploaded files)\n` : '';
  console.info(
    `\nBackup written ${how}:\n  ${file} (${formatBytes(fs.statSync(file).size)})\n${uploads}\n` +
      `Restore it into an empty DATA_DIR with: npm run db:restore -- ${file}\n`,
  );
}

runCommand(main);
