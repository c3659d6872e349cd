import { accountTexts } from '@cmms/shared/accounts';
import { passwordSchema } from '@cmms/shared/passwords';
import { normalizeRole } from '@cmms/shared/roles';
import type { DbOrTx } from '../../db/client';
import { recordActivity } from '../../lib/activity';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { hashSecret } from '../../lib/passwords';
import { insertUser, insertUserSites } from './users.repository';

export type CreateUserOptions = {
  name: string;
  email: string;
  /** Absent for Google sign-ups: they sign in with Google or set a password by recovery. */
  password?: string;
  mobile?: string | null;
  role?: string;
  approved?: boolean;
  status?: 'Active' | 'Inactive';
  siteIds?: string[];
  pin?: string;
  googleId?: string;
  picture?: string | null;
  /** The activity entry: user_created by an admin, user_signup for a self-registration. */
  activityAction?: 'user_created' | 'user_signup';
};

export const EMAIL_TAKEN = accountTexts.emailTaken;

/** Creates a user with hashed secrets and site assignments, in one transaction. */
export async function createUser(db: DbOrTx, options: CreateUserOptions, actor: Actor) {
  const password = options.password === undefined ? null : passwordSchema.parse(options.password);
  const [passwordHash, pinHash] = await Promise.all([
    password === null ? null : hashSecret(password),
    options.pin ? hashSecret(options.pin) : null,
  ]);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: options.name.trim(),
        email: options.email.trim().toLowerCase(),
        mobile: options.mobile ?? null,
        passwordHash,
        pinHash,
        role: normalizeRole(options.role),
        approved: options.approved ?? false,
        status: options.status ?? 'Active',
        googleId: options.googleId ?? null,
        picture: options.picture ?? null,
      });
      await insertUserSites(tx, user.id, options.siteIds ?? []);
      const action = options.activityAction ?? 'user_created';
      await recordActivity(tx, actor, {
        action,
        description:
          action === 'user_signup'
            ? `${user.name} signed up and is waiting for approval`
            : `User "${user.name}" (${user.role}) created`,
        type: 'user',
        metadata: { userId: user.id, role: user.role },
      });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
