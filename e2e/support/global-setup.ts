import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startMailbox } from '../../apps/server/src/test/smtp-mailbox';
import { assertChromiumInstalled } from './chromium';

/** One demo server of the journeys: where it answers and where its mails land. */
export type JourneyServer = {
  baseUrl: string;
  /** Folder where every mail the server sends lands as a JSON file (see e2e/support/mail.ts). */
  mailDir: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a worker's journeys run one after another on its own data. */
    journeyServers: JourneyServer[];
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const SERVER = path.join(root, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(root, 'apps/web/dist/index.html');

/**
 * Starts the built app on the real server, once per journey worker, each on a free port with a
 * data directory, a mailbox and the demo data of its own: journeys in different workers never
 * see each other's records, and journeys in one worker run one after another as before.
 */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  for (const file of [SERVER, WEB_INDEX]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.all(Array.from({ length: workers }, startJourneyServer));
  project.provide(
    'journeyServers',
    started.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
  );
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}

async function startJourneyServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-e2e-'));
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Facility Management System <no-reply@example.com>',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await waitForPort(server);
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
  return { baseUrl: `http://127.0.0.1:${port}`, mailDir, stop };
}

export function waitForPort(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Open:\s+http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
