import type { FastifyRequest } from 'fastify';

/** Where a sign-in came from, for the session row and the per-address limits. */
export function clientContext(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
