import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDEMPOTENT_REPLAYED_HEADER } from '@cmms/shared/idempotency';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const GOOGLE_SOURCES = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so they are
 * found once, by running helmet against a response that only records them; @fastify/helmet built
 * helmet's whole middleware again, CSP parsing included, on every request.
 */
function headersOfHelmet(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string) {
      headers.set(name, value);
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  } as unknown as ServerResponse;
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Every one of helmet's header middlewares is synchronous; one that were not would be missed.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return [...headers];
}

/**
 * Security headers for every response, with a strict Content-Security-Policy for the web app: its
 * own scripts and styles only, images also from data: URLs (site photos), no framing.
 * upgrade-insecure-requests is left out so the app also works over plain HTTP on a local network.
 */
const isApiPath = (url: string) => url.startsWith('/api') || url.startsWith('/health');

export async function registerSecurity(
  app: FastifyInstance,
  config: { corsOrigins: string[]; googleClientId: string | undefined },
) {
  // Google's sign-up button is a script and frame of its own; allowed only when it is configured.
  const google = config.googleClientId
    ? GOOGLE_SOURCES
    : { script: [], frame: [], connect: [], style: [] };
  const headers = headersOfHelmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...google.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...google.style],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google.connect],
        frameSrc: google.frame.length > 0 ? google.frame : ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Site photos and QR images are shown from data: URLs; nothing cross-origin is embedded.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // API answers carry tokens and people's data: no cache keeps them (issue 20), unless a route
  // says otherwise. The web app's files set their own caching (static-web.ts).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiPath(request.url)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // CORS is off unless origins are configured: the web app is served from the same origin.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // @fastify/cors allows only GET, HEAD and POST unless told; the mobile wrapper on its own
      // origin edits, changes statuses and deletes too (issue 20).
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      credentials: true,
      exposedHeaders: [
        'X-Total-Count',
        'X-Request-Id',
        'Content-Disposition',
        IDEMPOTENT_REPLAYED_HEADER,
        // The offline queue reads these (apps/web/src/lib/server-clock.ts, api-error.ts); Date
        // and Retry-After are not safelisted for a client on another origin.
        'Date',
        'Retry-After',
      ],
    });
  }
}
