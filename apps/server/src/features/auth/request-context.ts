import { isIP } from 'node:net';
import type { Message } from '@cmms/shared/i18n/message';
import type { FastifyRequest } from 'fastify';
import { translatorOf } from '../../lib/i18n/request-language';

/**
 * Where a sign-in came from, for the session row and the attempt limits. Behind a trusted proxy
 * the address comes from X-Forwarded-For; what is not an address there (a client's own junk)
 * falls back to the peer, so no client can choose the key its limits are counted under.
 */
export function clientContext(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  const ip = isIP(request.ip) ? request.ip : (request.socket.remoteAddress ?? 'unknown');
  return { ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/** A service's answer with its `message` written in the caller's language (docs/languages.md). */
export const inCallersLanguage = <Answer extends { message: Message }>(
  request: Pick<FastifyRequest, 'language'>,
  answer: Answer,
): Omit<Answer, 'message'> & { message: string } => ({
  ...answer,
  message: translatorOf(request).render(answer.message),
});
