import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import { msg } from '@cmms/shared/i18n/message';
import { en } from '@cmms/shared/i18n/source-translators';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { conflict } from './lib/errors';
import { createTestApp, type TestApp } from './test/test-app';
import { testConfig } from './test/test-config';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Routes that exist only here, to drive the error handler through each kind of failure.
  t.app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          name: z.string().trim().min(1, { error: 'Name is required' }),
          email: z.email({ error: 'Please enter a valid email address' }),
          items: z.array(z.object({ name: z.string().min(1, { error: 'Item name is required' }) })),
        }),
      },
    },
    async (request) => request.body,
  );
  t.app.get('/api/test/explode', async () => {
    throw new Error('connection to 10.0.0.5 failed: password authentication failed for user x');
  });
  t.app.get('/api/test/conflict', async () => {
    throw conflict(msg('assets.openWork', { count: 2 }));
  });
});

afterAll(() => t.close());

describe('system calls', () => {
  it('GET /health answers 200 when the database answers', async () => {
    const res = await t.app.inject('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('GET /api/wakeup and GET /api answer without a token', async () => {
    const wakeup = await t.app.inject('/api/wakeup');
    expect(wakeup.statusCode).toBe(200);
    expect(wakeup.json().status).toBe('awake');
    const root = await t.app.inject('/api');
    expect(root.json()).toEqual({
      name: 'Facility Management System API',
      version: '1.2.0',
      docs: '/api/docs',
    });
  });

  it('echoes a well-formed x-request-id and generates one otherwise', async () => {
    const given = await t.app.inject({ url: '/api', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ url: '/api', headers: { 'x-request-id': 'bad id!' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error shape', () => {
  it('a bad body answers 400 with a message and per-field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '   ', email: 'not-an-email', items: [{ name: '' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Name is required',
      error: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        'items.0.name': 'Item name is required',
      },
    });
  });

  it('a missing field gets a human message, not a type dump', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(res.statusCode).toBe(400);
    // name has no message of its own for a missing value; email names its own.
    expect(res.json().errors.name).toBe('This field is required');
    expect(res.json().errors.email).toBe('Please enter a valid email address');
  });

  it('malformed JSON answers 400 in the same shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.json().message).toBe(res.json().error);
  });

  it('a body over the limit answers 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unknown API route answers 404 in the error shape', async () => {
    const res = await t.app.inject('/api/does-not-exist?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Route GET /api/does-not-exist not found',
      error: 'Route GET /api/does-not-exist not found',
    });
  });

  // Found by the API fuzz (api-fuzz.test.ts): the router answered these itself, as
  // { error: "Bad Request", code: "FST_ERR_...", statusCode } with the path echoed, a 414 for the
  // long one.
  it('a path the router cannot read answers 400 in the error shape', async () => {
    for (const [url, message] of [
      ['/api/sites/%', 'The request path is not a valid URL: it holds a malformed %-escape.'],
      [
        '/api/sites/%E0%A4%A/staff',
        'The request path is not a valid URL: it holds a malformed %-escape.',
      ],
      [`/api/sites/${'a'.repeat(101)}`, 'A value in the request path is too long.'],
      [`/api/checklists/${'b'.repeat(5000)}/progress`, 'A value in the request path is too long.'],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url, payload: {} });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'BAD_REQUEST', message, error: message });
    }
  });

  it('what the HTTP parser refuses is answered in the error shape', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const rawAnswer = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
      });
    const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

    // An address over Node's 16 KiB limit for the request line and headers.
    const long = await rawAnswer(
      `GET /api/sites?search=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    expect(long).toMatch(/^HTTP\/1\.1 431 /);
    const message = 'The request address or headers are too large.';
    expect(bodyOf(long)).toEqual({ code: 'BAD_REQUEST', message, error: message });

    const garbage = await rawAnswer('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(garbage)).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The request is not valid HTTP.',
    });
  });

  it('an unexpected exception answers 500 without internals', async () => {
    const res = await t.app.inject('/api/test/explode');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(res.body).not.toMatch(/10\.0\.0\.5|password|stack|Error:/);
  });

  it('a typed error keeps its status and text', async () => {
    const res = await t.app.inject('/api/test/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: en('assets.openWork', { count: 2 }),
      error: en('assets.openWork', { count: 2 }),
    });
  });
});

describe('request log', () => {
  it('writes one line per request: method, path without its query, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = await buildApp(
      { config: testConfig(), db: t.database.db },
      { logger: pino({ level: 'info' }, sink) },
    );
    await app.inject('/api?token=secret');
    await app.inject('/api/tasks');
    await app.close();
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api', status: 200, ms: expect.any(Number) }),
      expect.objectContaining({ method: 'GET', url: '/api/tasks', status: 401 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});

describe('headers', () => {
  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const res = await t.app.inject('/api');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  // Found once at start-up (headersOfHelmet), so every kind of answer is checked for them.
  it.each([
    ['an answer', '/api'],
    ['a refusal', '/api/tasks'],
    ['an unknown API path', '/api/no-such-thing'],
  ])('sends the security headers with %s', async (_kind, url) => {
    const res = await t.app.inject(url);
    expect(res.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sends no CORS headers unless origins are configured', async () => {
    const res = await t.app.inject({ url: '/api', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('caching of API answers (issue 20)', () => {
  it('answers every API call no-store, the sign-in with its token included', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/user/me', '/health', '/api/openapi.json', '/api/nothing-here']) {
      expect((await t.app.inject(url)).headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('CORS with origins configured', () => {
  it('lets a configured origin (the mobile wrapper) PUT, PATCH and DELETE, not only GET and POST', async () => {
    const cors = await createTestApp({ corsOrigins: ['capacitor://localhost'] });
    try {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const res = await cors.app.inject({
          method: 'OPTIONS',
          url: '/api/tasks/7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
          headers: {
            origin: 'capacitor://localhost',
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(res.statusCode, method).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe('capacitor://localhost');
        expect(String(res.headers['access-control-allow-methods'])).toContain(method);
      }
      const stranger = await cors.app.inject({
        method: 'OPTIONS',
        url: '/api/tasks',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
      });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await cors.close();
    }
  });
});

describe('OpenAPI', () => {
  it('serves the document built from the route schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/wakeup', '/api']),
    );
    expect(
      doc.paths['/health'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('database');
  });

  it('serves the interactive reference page', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // Its own policy: inline styles for Swagger UI, but scripts still only by hash or from self.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('when the database is gone', () => {
  it('GET /health answers 503 instead of pretending', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject('/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    await broken.app.close();
  });
});
