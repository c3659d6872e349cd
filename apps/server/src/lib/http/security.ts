import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response, with a strict Content-Security-Policy for the web app: its
 * own scripts and styles only, images also from data: URLs (site photos), no framing.
 * upgrade-insecure-requests is left out so the app also works over plain HTTP on a local network.
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: corsOrigins,
      credentials: true,
      exposedHeaders: ['X-Total-Count', 'X-Request-Id', 'Content-Disposition'],
    });
  }
}
