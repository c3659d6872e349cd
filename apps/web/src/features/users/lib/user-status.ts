import type { MessageKey } from '@cmms/shared/i18n/message';
import type { ManagedUser } from '@cmms/shared/users';
import { t } from '../../../lib/i18n/i18n';

type UserStatus = ManagedUser['status'];

export const USER_STATUSES: readonly UserStatus[] = ['Active', 'Inactive'];

const STATUS_KEYS = {
  Active: 'users.statusActive',
  Inactive: 'users.statusInactive',
} as const satisfies Record<UserStatus, MessageKey>;

/** A stored status ('Active') in the current language; anything unknown as it is. */
export const statusLabel = (status: string) =>
  Object.hasOwn(STATUS_KEYS, status) ? t(STATUS_KEYS[status as UserStatus]) : status;
