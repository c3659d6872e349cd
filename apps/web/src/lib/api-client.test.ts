import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './api-client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function listen(target: Server): Promise<number> {
  return new Promise((resolve) => {
    target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port));
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

// The client reads the token from the browser's localStorage; node has none, so stand one in.
const stored = new Map<string, string>();
const localStorageStub = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
  removeItem: (key: string) => stored.delete(key),
};

beforeAll(async () => {
  Object.assign(globalThis, { localStorage: localStorageStub });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, res, body));
  });
  baseUrl = `http://127.0.0.1:${await listen(server)}/api`;
});

afterEach(() => stored.clear());

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('apiRequest', () => {
  // No waiting before a GET's retry: these tests are about what goes over the wire.
  const noWait = async () => {};
  const api = () => createApiClient({ baseUrl, sleep: noWait });

  it('sends JSON and returns the parsed JSON answer', async () => {
    let seen: { method?: string; url?: string; type?: string; body?: string } = {};
    handler = (req, res, body) => {
      seen = { method: req.method, url: req.url, type: req.headers['content-type'], body };
      sendJson(res, 201, { id: 'abc', ok: true });
    };

    const result = await api()<{ id: string }>('POST', '/things', {
      body: { name: 'Pump' },
      query: { siteId: 's1', limit: 10, skip: undefined },
    });

    expect(result).toEqual({ id: 'abc', ok: true });
    expect(seen).toEqual({
      method: 'POST',
      url: '/api/things?siteId=s1&limit=10',
      type: 'application/json',
      body: '{"name":"Pump"}',
    });
  });

  it('returns undefined for an empty answer', async () => {
    handler = (_req, res) => res.writeHead(204).end();
    await expect(api()('DELETE', '/things/1')).resolves.toBeUndefined();
  });

  it('turns the error body into an ApiError', async () => {
    handler = (_req, res) =>
      sendJson(res, 400, {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are invalid',
        error: 'Some fields are invalid',
        errors: { email: 'Please enter a valid email address', 'items.0.name': 'Name is required' },
      });

    const error = await caught(api()('POST', '/auth/login', { body: {} }));

    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Some fields are invalid');
    expect(error.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      'items.0.name': 'Name is required',
    });
  });

  it('reads `error` when there is no `message`, and falls back by status', async () => {
    handler = (_req, res) => sendJson(res, 401, { error: 'Invalid email or password.' });
    const fromError = await caught(api()('POST', '/auth/login'));
    expect([fromError.status, fromError.code, fromError.message]).toEqual([
      401,
      'UNAUTHORIZED',
      'Invalid email or password.',
    ]);

    handler = (_req, res) => res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>no</h1>');
    const fromStatus = await caught(api()('GET', '/missing'));
    expect([fromStatus.status, fromStatus.code, fromStatus.message]).toEqual([
      404,
      'NOT_FOUND',
      'The requested item was not found.',
    ]);
    expect(fromStatus.fieldErrors).toEqual({});
  });

  it('sends the stored token as a bearer header, unless told not to', async () => {
    const seen: (string | undefined)[] = [];
    handler = (req, res) => {
      seen.push(req.headers.authorization);
      sendJson(res, 200, {});
    };

    await api()('GET', '/user/me');
    localStorageStub.setItem('token', 'tok-123');
    await api()('GET', '/user/me');
    await api()('POST', '/auth/login', { auth: false });
    // Logout sends the session's token after the session was cleared here.
    localStorageStub.removeItem('token');
    await api()('POST', '/auth/logout', { bearer: 'tok-old' });

    expect(seen).toEqual([undefined, 'Bearer tok-123', undefined, 'Bearer tok-old']);
  });

  it('gives up after the timeout with code TIMEOUT', async () => {
    handler = () => {}; // never answers
    const client = createApiClient({ baseUrl, timeoutMs: 100, sleep: noWait });

    const error = await caught(client('GET', '/slow'));

    expect([error.status, error.code]).toEqual([0, 'TIMEOUT']);
  });

  it('lets a caller cancellation through as an abort, not an ApiError', async () => {
    handler = () => {};
    const controller = new AbortController();
    const request = api()('GET', '/slow', { signal: controller.signal });
    controller.abort();

    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a refused connection as NETWORK_ERROR', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, sleep: noWait });

    const error = await caught(client('GET', '/health'));

    expect([error.status, error.code]).toEqual([0, 'NETWORK_ERROR']);
    expect(error.message).toBe(
      'Network connection issue. Please check your internet connection and try again.',
    );
  });
});
