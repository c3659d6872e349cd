import type { AppDeps } from '../../app';
import type { UserRow } from '../users/users.table';
import { accountApprovedMail } from './auth.mails';

/**
 * Tells a user their account was approved. Called by the users feature's approve verb after its
 * transaction commits; a mail failure is logged, never undoes the approval.
 */
export async function sendAccountApprovedMail(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  user: Pick<UserRow, 'email' | 'name' | 'role'>,
) {
  await deps.mailer.send(
    accountApprovedMail(user.email, user.name, user.role, `${deps.config.publicUrl}/login`),
  );
}
