import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX = '<!doctype html><html><head><title>Facility Management System</title></head></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js.gz'), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'sw.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'workbox-2fbc6a65.js'), SCRIPT);
  fs.writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    '{"name":"Facility Management System"}',
  );
  fs.writeFileSync(path.join(dist, 'pwa-192x192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed assets with a year-long immutable cache, precompressed when accepted', async () => {
    const res = await t.app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('has the service worker and the manifest revalidated on every use, with their types', async () => {
    for (const [url, type] of [
      ['/sw.js', 'javascript'],
      ['/workbox-2fbc6a65.js', 'javascript'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toContain(type);
    }
    // The icons keep the hour-long cache of the other unhashed files.
    const icon = await t.app.inject('/pwa-192x192.png');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('lets the page register its worker and read its manifest under the CSP', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('answers every client route with index.html, never cached, under the CSP', async () => {
    for (const url of [
      '/',
      '/login',
      '/admin/dashboard',
      '/qr/assets/2b9c6a1e-1f0b-4a53-9a86-0c1b0b7c1d11',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('leaves the API and missing files alone', async () => {
    const api = await t.app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const missingFile = await t.app.inject('/assets/gone-123.js');
    expect(missingFile.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a web build', () => {
  it('says how to build it instead of failing silently', async () => {
    const bare = await createTestApp({ webDistDir: path.join(dist, 'missing') });
    const res = await bare.app.inject('/login');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await bare.close();
  });
});
