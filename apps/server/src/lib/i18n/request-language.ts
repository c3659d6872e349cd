import { isLanguage, type Language, matchLanguage } from '@cmms/shared/i18n/languages';
import { translatorFor } from '@cmms/shared/i18n/source-translators';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The languages an Accept-Language header asks for, best first, that the product ships: the
 * browser's choice, or the web app's (it sends the language it shows).
 */
function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const wanted = new Negotiator({ headers: { 'accept-language': header } }).languages();
  return matchLanguage(wanted);
}

/**
 * The language a request is answered in (docs/languages.md): the signed-in user's own choice,
 * else what the request asks for, else the organisation's default.
 */
export function languageOfRequest(
  request: Pick<FastifyRequest, 'headers'> & {
    auth?: { actor: { language: Language | null } } | null;
  },
  organisationDefault: Language,
): Language {
  const chosen = request.auth?.actor.language;
  if (isLanguage(chosen)) return chosen;
  return acceptedLanguage(request.headers['accept-language']) ?? organisationDefault;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (languageOfRequest), decorated by app.ts. */
    readonly language: Language;
  }
}

/** The translator of the request's language: for presenters and answers that carry text. */
export const translatorOf = (request: Pick<FastifyRequest, 'language'>) =>
  translatorFor(request.language);
