import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './error-handler';

const HASHED_ASSET = /^\/assets\//;
// The service worker, its Workbox runtime and the web manifest keep their names across deploys:
// each use asks the server again (a 304 when unchanged), so a new version is found at once.
const ALWAYS_REVALIDATED = /^\/(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest)$/;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;
const SERVER_PATHS = /^\/(api|health)(\/|$)/;

function cacheControlOf(relative: string): string {
  if (HASHED_ASSET.test(relative)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATED.test(relative)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html and the service worker's
 * files revalidated on every use, and every other GET that is not an API path answered with
 * index.html so client routes survive a reload.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string | undefined) {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && fs.existsSync(indexFile));

  if (hasWeb && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const relative = `/${path.relative(webDistDir, filePath).split(path.sep).join('/')}`;
        res.setHeader('cache-control', cacheControlOf(relative));
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(pathname) &&
      !HAS_EXTENSION.test(pathname);
    if (!wantsPage) return apiNotFound(request, reply);
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
