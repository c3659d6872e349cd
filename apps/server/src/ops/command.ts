import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, parseConfig } from '../config';

// src/ops/*.ts and dist/ops/*.js both sit beside db/, so this resolves the same way in either.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** A refusal or failure the person at the terminal can act on; printed as it is. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** DATA_DIR and DATABASE_URL exactly as the server reads them (config.ts). */
export function readConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new CommandError(error.message);
    throw error;
  }
}

export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/** Whether `dataDir` holds an embedded database, without creating anything. */
export const hasEmbeddedDatabase = (dataDir: string) =>
  fs.existsSync(path.join(pgdataOf(dataDir), 'PG_VERSION'));

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/**
 * Runs a command's main and exits: 0 when it returns, 1 with its message when it throws. Never a
 * stack trace: whoever runs it needs the one line that says what to do.
 */
export function runCommand(main: (args: string[]) => Promise<void>) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`\n${error instanceof CommandError ? message : `Failed: ${message}`}\n`);
      process.exit(1);
    },
  );
}
