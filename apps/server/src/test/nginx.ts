import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// nginx in front of server processes, as docs/deployment.md sets it up: run unprivileged in the
// foreground from a directory of its own, so a test starts and stops it like any child process.

/** The nginx binary: on PATH, or where Debian's package puts it (/usr/sbin is not on every PATH). */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
    const candidate = path.join(dir, 'nginx');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/**
 * The configuration of docs/deployment.md, with every path inside `dir`: Debian's build points
 * its temporary directories at /var/lib/nginx, which an unprivileged nginx may not write.
 */
function nginxConfig(dir: string, port: number, upstreams: number[], down: number[] = []) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  // As root, nginx would hand its workers to "nobody", who cannot write the temporary directories.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream cmms {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream}${down.includes(upstream) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 26m;
    location / {
      proxy_pass http://cmms;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export type Nginx = {
  port: number;
  child: ChildProcess;
  /** nginx's error log so far (refused connections, upstreams it gave up on). */
  errors(): string;
  /**
   * Marks the servers on `down` as down, as an operator does before stopping one: nginx reloads
   * its configuration, and this resolves once the workers of the old one have finished their
   * requests and exited, so nothing more goes to those servers.
   */
  reload(down: number[]): Promise<void>;
  stop(): Promise<void>;
};

/** Starts nginx in front of the servers on `upstreams`; resolves once it accepts connections. */
export async function startNginx(binary: string, upstreams: number[]): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  fs.writeFileSync(conf, nginxConfig(dir, port, upstreams));
  // -e: the log nginx opens before it reads the configuration (Debian's is under /var/log).
  const args = ['-p', dir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'];
  execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => stderr + (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '');
  const stop = async () => {
    // SIGTERM: the master stops its worker and exits; SIGKILL would leave the worker behind.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const reload = async (down: number[]) => {
    const old = workersOf(child.pid);
    fs.writeFileSync(conf, nginxConfig(dir, port, upstreams, down));
    execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
    child.kill('SIGHUP');
    const reloadedBy = Date.now() + 10_000;
    for (;;) {
      const workers = workersOf(child.pid);
      if (workers.length > 0 && !workers.some((pid) => old.includes(pid))) return;
      if (Date.now() > reloadedBy) throw new Error(`nginx did not reload:\n${errors()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = errors();
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, child, errors, reload, stop };
}

/** The master's worker processes (Linux lists a process's children in /proc). */
function workersOf(master: number | undefined) {
  const file = `/proc/${master}/task/${master}/children`;
  return fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean)
    : [];
}

function accepts(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
