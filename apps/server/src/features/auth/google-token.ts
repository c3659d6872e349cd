import { msg } from '@cmms/shared/i18n/message';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { AppError, badRequest } from '../../lib/errors';

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export type GoogleIdentity = {
  googleId: string;
  email: string;
  name: string;
  picture: string | null;
};

/**
 * Verifies a Google ID token: signed by a key of Google's published set, issued by Google, for
 * our client id, with a verified email. Only then are its claims believed.
 */
export async function verifyGoogleIdToken(
  credential: string,
  options: { clientId: string; jwksUrl: string; now: Date },
): Promise<GoogleIdentity> {
  let keySet = keySets.get(options.jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(options.jwksUrl));
    keySets.set(options.jwksUrl, keySet);
  }
  try {
    const { payload } = await jwtVerify(credential, keySet, {
      issuer: ISSUERS,
      audience: options.clientId,
      currentDate: options.now,
    });
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
    if (!payload.sub || !email || payload.email_verified !== true) {
      throw badRequest(msg('account.googleUnverifiedEmail'));
    }
    return {
      googleId: payload.sub,
      email,
      name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email,
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Google's keys could not be fetched (no network, a timeout): their outage, not bad input.
    if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', msg('account.googleUnavailable'));
    }
    throw badRequest(msg('account.googleNotVerified'));
  }
}
