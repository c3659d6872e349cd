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
  password: string;
  mobile?: string | null;
  role?: string;
  approved?: boolean;
  status?: 'Active' | 'Inactive';
  siteIds?: string[];
  pin?: string;
};

export const EMAIL_TAKEN = 'A user with this email already exists';

/** Creates a user with hashed secrets and site assignments, in one transaction. */
export async function createUser(db: DbOrTx, options: CreateUserOptions, actor: Actor) {
  const password = passwordSchema.parse(options.password);
  const [passwordHash, pinHash] = await Promise.all([
    hashSecret(password),
    options.pin ? hashSecret(options.pin) : Promise.resolve(null),
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
      });
      await insertUserSites(tx, user.id, options.siteIds ?? []);
      await recordActivity(tx, actor, {
        action: 'user_created',
        description: `User "${user.name}" (${user.role}) created`,
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
