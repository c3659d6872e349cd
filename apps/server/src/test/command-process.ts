import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type CommandResult = { code: number | null; output: string };

/** Runs src/ops/<command>.ts as `npm run db:<command>` would, and waits for it to end. */
export function runCommandProcess(
  command: 'backup' | 'restore' | 'move-to-postgres',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const entry = fileURLToPath(new URL(`../ops/${command}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A stack frame, which a command's output must never show. */
export const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;
