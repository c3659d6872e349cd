import { materialRules } from '@cmms/shared/materials';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../lib/session';
import { useSiteSelection } from '../../sites/public';
import { AccessRestricted } from './access-restricted';

/**
 * The materials screens (docs/materials.md) need one of the Materials permissions and admin rights or at least
 * one assigned site; otherwise 'Access Restricted', before any call the server would refuse.
 */
export function MaterialsAccess({ user, children }: { user: SessionUser; children: ReactNode }) {
  // For anyone but an admin, these are the sites of their own user data.
  const { sites } = useSiteSelection();
  if (!materialRules.canUseScreens(user)) return <AccessRestricted />;
  if (!materialRules.hasSites({ role: user.role, siteCount: sites.length })) {
    return <AccessRestricted noSite />;
  }
  return children;
}
