import type { MessageKey } from '@cmms/shared/i18n/message';
import type { ManagedUser } from '@cmms/shared/users';
import { labelIn } from '../../../lib/i18n/stored-label';

type UserStatus = ManagedUser['status'];

export const USER_STATUSES: readonly UserStatus[] = ['Active', 'Inactive'];

const STATUS_KEYS = {
  Active: 'users.statusActive',
  Inactive: 'users.statusInactive',
} as const satisfies Record<UserStatus, MessageKey>;

/** A stored status ('Active') in the current language; anything unknown as it is. */
export const statusLabel = labelIn(STATUS_KEYS);
