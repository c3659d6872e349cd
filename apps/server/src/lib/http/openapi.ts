import { PRODUCT_NAME } from '@cmms/shared/product';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The route schemas become an OpenAPI document, with a browsable reference at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version,
        description:
          'JSON in and out. Lists answer an array and send the total in X-Total-Count. Every error ' +
          'answers { code, message, error, errors? }.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain HTTP on local networks too (see security.ts). Swagger UI sets inline styles
    // at run time; allowing them on this developer page only keeps the app's own policy strict.
    transformStaticCSP: (header) =>
      header
        .replace('upgrade-insecure-requests;', '')
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
        .trim(),
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
