import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESET_CODE_LENGTH } from '@cmms/shared/accounts';
import { msg } from '@cmms/shared/i18n/message';
import { translatorFor } from '@cmms/shared/i18n/source-translators';
import type { FastifyBaseLogger } from 'fastify';
import { minutesFrom } from '../../lib/clock';
import type { AppDeps } from '../../lib/deps';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { recordActivity } from '../activity/activity.service';
import { languageOfRecipient } from '../organisation/organisation.service';
import { revokeAllSessions } from '../sessions/sessions.service';
import { findUserByEmail, findUserById, setUserSecrets } from '../users/users.service';
import {
  LIMITS,
  MAX_RESET_MAILS_PER_HOUR,
  RESET_CODE_ATTEMPTS,
  RESET_CODE_MINUTES,
  RESET_TOKEN_MINUTES,
  throttleKeys,
} from './auth.limits';
import { resetCodeMail } from './auth.mails';
import {
  assertNotLocked,
  clearThrottleFamily,
  closeResetByToken,
  countResetsOfLastHour,
  findOpenResetCode,
  recordFailure,
  replaceResetCode,
  updateReset,
} from './auth.repository';

// Codes are short, so they are keyed (HMAC with the server secret) rather than plainly hashed: a
// stolen table alone does not let anyone try all million codes offline.
const codeHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * POST /auth/forgot-password. The answer is the same whether or not the email exists, and the
 * mail is sent after answering, so neither the text nor the timing tells.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  client: { ip: string },
  log: FastifyBaseLogger,
) {
  const { db } = deps;
  const now = deps.clock.now();
  const addressKey = throttleKeys.recoveryAddress(client.ip);
  await assertNotLocked(db, addressKey, LIMITS.recoveryPerAddress, now);
  const locked = await recordFailure(db, addressKey, LIMITS.recoveryPerAddress, now);
  if (locked) throw locked;

  const user = await findUserByEmail(db, email);
  if (user && user.status === 'Active') {
    if ((await countResetsOfLastHour(db, user.id, now)) < MAX_RESET_MAILS_PER_HOUR) {
      const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
      await replaceResetCode(db, {
        userId: user.id,
        codeHash: codeHash(deps.tokens.secret, user.id, code),
        codeExpiresAt: minutesFrom(now, RESET_CODE_MINUTES),
        createdAt: now,
      });
      const translator = translatorFor(await languageOfRecipient(deps, user));
      deps.mailer
        .send(resetCodeMail(translator, user.email, user.name, code, RESET_CODE_MINUTES))
        .catch((error) => log.error({ err: error, userId: user.id }, 'reset code mail failed'));
    }
  }
  return { message: msg('account.forgotPasswordSent') };
}

/** POST /auth/verify-reset-code: a right code becomes a single-use reset token. */
export async function verifyResetCode(deps: AppDeps, email: string, code: string) {
  const { db } = deps;
  const now = deps.clock.now();
  const user = await findUserByEmail(db, email);
  const reset = user ? await findOpenResetCode(db, user.id, now) : null;
  if (!user || !reset) throw badRequest(msg('account.wrongResetCode'));
  // The locked code stays refused until it expires (Retry-After, as the other 429s say); a new
  // code can be asked for at once.
  const locked = () =>
    tooManyRequests(
      msg('account.resetCodeLocked'),
      (new Date(reset.codeExpiresAt).getTime() - now.getTime()) / 1000,
    );
  if (reset.attempts >= RESET_CODE_ATTEMPTS) throw locked();
  if (!sameHex(reset.codeHash, codeHash(deps.tokens.secret, user.id, code))) {
    const attempts = reset.attempts + 1;
    await updateReset(db, reset.id, { attempts });
    if (attempts >= RESET_CODE_ATTEMPTS) throw locked();
    throw badRequest(msg('account.wrongResetCode'));
  }
  const resetToken = randomBytes(32).toString('base64url');
  await updateReset(db, reset.id, {
    codeVerifiedAt: now,
    tokenHash: tokenHash(resetToken),
    tokenExpiresAt: minutesFrom(now, RESET_TOKEN_MINUTES),
  });
  return { resetToken, message: msg('account.codeVerified') };
}

/** POST /auth/reset-password: sets the password and ends every session of the user. */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string) {
  const { db } = deps;
  const now = deps.clock.now();
  const passwordHash = await hashSecret(newPassword);
  await db.transaction(async (tx) => {
    const reset = await closeResetByToken(tx, tokenHash(token), now);
    if (!reset) throw badRequest(msg('account.resetTokenMissing'));
    const inTx = { db: tx, clock: deps.clock };
    await setUserSecrets(inTx, reset.userId, { passwordHash });
    await revokeAllSessions(inTx, reset.userId);
    const user = await findUserById(tx, reset.userId);
    if (user) {
      // Guesses at the old password no longer matter, wherever they came from.
      await clearThrottleFamily(tx, throttleKeys.passwordAccount(user.email));
      await clearThrottleFamily(tx, throttleKeys.pinAccount(user.email));
      await recordActivity(tx, user, {
        action: 'password_reset',
        description: msg('account.activityPasswordReset', { name: user.name }),
        type: 'auth',
      });
    }
  });
  return { message: msg('account.resetSuccess') };
}
