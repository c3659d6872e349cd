import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { accountTexts, RESET_CODE_LENGTH } from '@cmms/shared/accounts';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app';
import { recordActivity } from '../../lib/activity';
import { revokeAllSessions } from '../../lib/auth/sessions';
import { minutesFrom } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { assertNotLocked, clearThrottle, recordFailure } from '../../lib/throttle';
import { findUserByEmail, findUserById, updateUserSecrets } from '../users/users.repository';
import {
  LIMITS,
  MAX_RESET_MAILS_PER_HOUR,
  RESET_CODE_ATTEMPTS,
  RESET_CODE_MINUTES,
  RESET_TOKEN_MINUTES,
  throttleKeys,
} from './auth.limits';
import { resetCodeMail } from './auth.mails';
import { passwordResets } from './auth.table';

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
    const [recent] = await db
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          gt(passwordResets.createdAt, minutesFrom(now, -60)),
        ),
      );
    if ((recent?.n ?? 0) < MAX_RESET_MAILS_PER_HOUR) {
      const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
      await db.transaction(async (tx) => {
        // A new code replaces any earlier one.
        await tx
          .update(passwordResets)
          .set({ closedAt: now })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.closedAt)));
        await tx.insert(passwordResets).values({
          userId: user.id,
          codeHash: codeHash(deps.tokens.secret, user.id, code),
          codeExpiresAt: minutesFrom(now, RESET_CODE_MINUTES),
          createdAt: now,
        });
      });
      deps.mailer
        .send(resetCodeMail(user.email, user.name, code, RESET_CODE_MINUTES))
        .catch((error) => log.error({ err: error, userId: user.id }, 'reset code mail failed'));
    }
  }
  return { message: accountTexts.forgotPasswordSent };
}

/** POST /auth/verify-reset-code: a right code becomes a single-use reset token. */
export async function verifyResetCode(deps: AppDeps, email: string, code: string) {
  const { db } = deps;
  const now = deps.clock.now();
  const user = await findUserByEmail(db, email);
  const [reset] = user
    ? await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            isNull(passwordResets.closedAt),
            isNull(passwordResets.codeVerifiedAt),
            gt(passwordResets.codeExpiresAt, now),
          ),
        )
        .orderBy(desc(passwordResets.createdAt))
        .limit(1)
    : [];
  if (!user || !reset) throw badRequest(accountTexts.wrongResetCode);
  if (reset.attempts >= RESET_CODE_ATTEMPTS) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', accountTexts.resetCodeLocked);
  }
  if (!sameHex(reset.codeHash, codeHash(deps.tokens.secret, user.id, code))) {
    const attempts = reset.attempts + 1;
    await db.update(passwordResets).set({ attempts }).where(eq(passwordResets.id, reset.id));
    if (attempts >= RESET_CODE_ATTEMPTS) {
      throw new AppError(429, 'TOO_MANY_REQUESTS', accountTexts.resetCodeLocked);
    }
    throw badRequest(accountTexts.wrongResetCode);
  }
  const resetToken = randomBytes(32).toString('base64url');
  await db
    .update(passwordResets)
    .set({
      codeVerifiedAt: now,
      tokenHash: tokenHash(resetToken),
      tokenExpiresAt: minutesFrom(now, RESET_TOKEN_MINUTES),
    })
    .where(eq(passwordResets.id, reset.id));
  return { resetToken, message: 'Code verified. You can now choose a new password.' };
}

/** POST /auth/reset-password: sets the password and ends every session of the user. */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string) {
  const { db } = deps;
  const now = deps.clock.now();
  const passwordHash = await hashSecret(newPassword);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ closedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash(token)),
          isNull(passwordResets.closedAt),
          gt(passwordResets.tokenExpiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw badRequest(accountTexts.resetTokenMissing);
    await updateUserSecrets(tx, reset.userId, { passwordHash }, now);
    await revokeAllSessions(tx, reset.userId, now);
    const user = await findUserById(tx, reset.userId);
    if (user) {
      await clearThrottle(tx, throttleKeys.passwordAccount(user.email));
      await clearThrottle(tx, throttleKeys.pinAccount(user.email));
      await recordActivity(tx, user, {
        action: 'password_reset',
        description: `${user.name} reset their password`,
        type: 'auth',
      });
    }
  });
  return { message: accountTexts.resetSuccess };
}
