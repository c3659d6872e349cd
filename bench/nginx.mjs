// nginx in front of built servers, configured as docs/deployment.md says (the same configuration
// as apps/server/src/test/nginx.ts), run unprivileged in the foreground from a directory of its
// own so a benchmark starts and stops it like any child process.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The nginx binary: on PATH, or where Debian's package puts it; null when there is none. */
export function findNginx() {
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

/** @param {string} dir @param {number} port @param {number[]} upstreams */
function config(dir, port, upstreams) {
  // Debian's build keeps temporary files under /var/lib/nginx; as root, workers would run as
  // "nobody", who cannot write the directory made here.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  upstream cmms {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 26m;
    location / {
      proxy_pass http://cmms;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

/** Resolves once something accepts connections on `port`, or throws after 10 s. @param {number} port */
async function accepting(port) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nothing accepts on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * nginx on `port` in front of the servers on `upstreams`.
 * @param {string} binary @param {number} port @param {number[]} upstreams
 */
export async function startNginx(binary, port, upstreams) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-bench-nginx-'));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config(dir, port, upstreams));
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'];
  execFileSync(binary, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    // SIGTERM: the master stops its worker too (SIGKILL would leave the worker running).
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await accepting(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
