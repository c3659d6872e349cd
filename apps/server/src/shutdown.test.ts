import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing', async () => {
    const t = await createTestApp();
    let release = () => {};
    const started = new Promise<void>((resolveStarted) => {
      t.app.get('/api/test/slow', async () => {
        resolveStarted();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { done: true };
      });
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await started;
    const closing = t.app.close();
    // New connections are refused once closing has begun...
    await expect(fetch(`http://127.0.0.1:${port}/api`)).rejects.toThrow();
    // ...while the request already running still completes.
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    // Answered during shutdown, it closes its keep-alive connection instead of holding it open.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await t.database.close();
  });
});

describe('stopping behind a proxy', () => {
  it('serves a request that arrives on a connection accepted before the stop', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const accepted = new Promise((resolve) => t.app.server.once('connection', resolve));
    const socket = net.connect(port, '127.0.0.1');
    await accepted;
    const closing = t.app.close();
    // nginx writes its request right after connecting; here it comes once the stop has begun,
    // when Node's own close would already have reset the connection as idle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      response += chunk;
    });
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('GET /api HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await ended;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response.toLowerCase()).toContain('connection: close');
    await closing;
    await t.database.close();
  });
});
