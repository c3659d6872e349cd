import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the port once the start banner is printed. */
  ready(timeoutMs?: number): Promise<number>;
  exited(): Promise<number | null>;
};

/** Runs src/main.ts as `npm start` would, in a process of its own. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return {
    child,
    output: () => output,
    exited: () => exit,
    // A first start migrates and loads the demo data: 12 to 17 s on a quiet 2-core machine, more
    // than 30 s while CI's other workers run beside it, and 76 s measured on 2026-11-29 with a
    // fresh-clone run beside it (the checklists' month 22 s and the attendance 13 s of it).
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = /Open:\s+http:\/\/localhost:(\d+)/.exec(output);
        if (match) return Number(match[1]);
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`server did not start:\n${output}`);
    },
  };
}
