import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PROCESS } from './test/process-tag';

// Issue 29: bench/server.mjs started servers on fixed ports inside the kernel's ephemeral range
// (32768-60999), polling /health every 10 ms; a poll could connect to itself (TCP self-connect)
// and the server then could not bind. The benchmarks' servers now take PORT=0 and read the port
// they got; nothing in bench/ names a port in that range.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BENCH = path.join(ROOT, 'bench');
const EPHEMERAL = { min: 32_768, max: 60_999 };

describe('the ports of the benchmarks’ servers', PROCESS, () => {
  it('are never fixed inside the ephemeral range, in any bench file', () => {
    const offending: string[] = [];
    for (const file of fs.readdirSync(BENCH).filter((name) => name.endsWith('.mjs'))) {
      const lines = fs.readFileSync(path.join(BENCH, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        if (!/port|listen\(|startServer\(|startNginx\(/i.test(line)) return;
        for (const match of line.matchAll(/\b\d[\d_]{3,}\b/g)) {
          const value = Number(match[0].replaceAll('_', ''));
          if (value >= EPHEMERAL.min && value <= EPHEMERAL.max) {
            offending.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        }
      });
    }
    expect(offending).toEqual([]);
  });

  it('are chosen by the kernel and read from what the server prints, several at once', () => {
    const script = `
      import fs from 'node:fs';
      import os from 'node:os';
      import path from 'node:path';
      import { startServer } from './bench/server.mjs';
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-floor-'));
      const file = path.join(dir, 'statements.json');
      fs.writeFileSync(file, '[]');
      const floor = path.join(process.cwd(), 'bench', 'floor-server.mjs');
      const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', STATEMENTS_FILE: file };
      const servers = await Promise.all([0, 1, 2].map(() => startServer(env, floor)));
      const ports = servers.map((server) => Number(new URL(server.url).port));
      for (const server of servers) await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
      console.log(JSON.stringify(ports));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const ports: number[] = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]');
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) expect(port).toBeGreaterThan(0);
  });
});
