import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE_SOURCES = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

/**
 * Security headers for every response, with a strict Content-Security-Policy for the web app: its
 * own scripts and styles only, images also from data: URLs (site photos), no framing.
 * upgrade-insecure-requests is left out so the app also works over plain HTTP on a local network.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: { corsOrigins: string[]; googleClientId: string | undefined },
) {
  // Google's sign-up button is a script and frame of its own; allowed only when it is configured.
  const google = config.googleClientId
    ? GOOGLE_SOURCES
    : { script: [], frame: [], connect: [], style: [] };
  await app.register(helmet, {
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

  // CORS is off unless origins are configured: the web app is served from the same origin.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      exposedHeaders: ['X-Total-Count', 'X-Request-Id', 'Content-Disposition'],
    });
  }
}
