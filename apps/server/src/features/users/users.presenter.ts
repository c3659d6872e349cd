import type { SessionUser } from '@cmms/shared/accounts';
import { isLanguage } from '@cmms/shared/i18n/languages';
import type { ManagedUser } from '@cmms/shared/users';
import type { UserRow } from './users.table';

type SiteRef = { id: string; name: string };

/**
 * The user as the client holds it (requirements/users-and-roles.md#records). An explicit whitelist: hashes and Google ids
 * never leave the server.
 */
export function presentSessionUser(
  user: UserRow,
  sites: SiteRef[],
  permissions: string[],
): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    mobile: user.mobile,
    picture: user.picture,
    status: user.status === 'Inactive' ? 'Inactive' : 'Active',
    approved: user.approved,
    hasPin: user.pinHash !== null,
    permissions,
    createdAt: user.createdAt.toISOString(),
    assignedSiteId: sites[0]?.id ?? null,
    assignedSites: sites,
    userSites: sites.map((site) => ({ siteId: site.id, site })),
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** A user as the management screens read it: the same whitelist plus approval and sites. */
export function presentManagedUser(user: UserRow, sites: SiteRef[]): ManagedUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    status: user.status === 'Inactive' ? 'Inactive' : 'Active',
    approved: user.approved,
    picture: user.picture,
    createdAt: user.createdAt.toISOString(),
    assignedSites: sites,
  };
}
