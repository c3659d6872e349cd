import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS } from './test/process-tag';
import { type ServerProcess, startServerProcess } from './test/server-process';

// Uploads stream (docs/work-order-record.md, "Files"): a 200 MB file sent to the real server is
// refused at the limit (25 MB) without the server's resident memory growing by anything like
// the file's size. The server's memory is read from /proc while the file goes in.

const FILE_MB = 200;
const MB = 1024 * 1024;

/** The server process's resident memory, in bytes (Linux). */
function residentBytes(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return kb * 1024;
}

/**
 * POSTs a multipart body of `megabytes` MB (a PDF's first bytes, then filler) made as it is
 * sent, so neither side holds it: the answer's status, or 'reset' when the server closed the
 * connection before reading it all.
 */
function sendLargeUpload(port: number, token: string, url: string, megabytes: number) {
  const boundary = '----cmmsmemorytest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x20);
  return new Promise<{ status: number | 'reset'; body: string }>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: url,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + megabytes * MB + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (part) => {
        body += part;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', () => resolve({ status: 'reset', body: '' }));
    let sent = 0;
    const write = () => {
      if (sent === 0) request.write(head);
      while (sent < megabytes) {
        sent += 1;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end(tail);
    };
    write();
  });
}

// Once: the database plays no part in it.
describe.runIf(process.env.TEST_DB_DRIVER === 'pglite')('a 200 MB upload', PROCESS, () => {
  let server: ServerProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-upload-memory-'));
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused at the limit while the server’s memory stays flat', async () => {
    server = startServerProcess({ DATA_DIR: dataDir, DEMO_DATA: '1', HOST: '127.0.0.1' });
    const port = await server.ready();
    const pid = server.child.pid ?? 0;
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'technician@example.com', password: 'Demo@2026' }),
    });
    const { token } = (await login.json()) as { token: string };
    const tasks = (await (
      await fetch(`${base}/api/tasks?limit=1`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: string }[];
    const url = `/api/tasks/${tasks[0]?.id}/attachments`;

    // A small upload first: what an upload loads (the multipart parser, file-type) is loaded.
    const small = await sendLargeUpload(port, token, url, 1);
    expect(small.status).toBe(201);
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
    }, 20);
    const big = await sendLargeUpload(port, token, url, FILE_MB);
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pid));

    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const grewMb = (peak - before) / MB;
    // A server that held the file would grow by 200 MB. Measured here: about 21 MB, the 25 MB
    // written to the disk passing through (it stops reading at the limit).
    expect(grewMb, `resident memory grew by ${grewMb.toFixed(1)} MB`).toBeLessThan(FILE_MB / 4);
    // Nothing of the refused file is left on the disk.
    const stored = fs.readdirSync(path.join(dataDir, 'files'), { recursive: true });
    expect(stored.filter((name) => String(name).endsWith('.part'))).toEqual([]);
  }, 180_000);
});
