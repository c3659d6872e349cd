import { requestRules } from '@cmms/shared/requests';
import { siteRules } from '@cmms/shared/sites';
import { assetRules } from '@cmms/shared/work-rules';
import type { UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';

/**
 * Requests from the portal (docs/requests.md): handled by the site's managers and supervisors
 * and by administrators (every site); a request of another site answers 404. The portal's
 * settings are an administrator's, like the site's other rules. Whoever may see an asset may
 * print its label, and so read its label's link.
 */
export const requestPolicy = {
  canHandle: (actor: UserActor) => requestRules.canHandle(actor),
  canSetPortal: (actor: UserActor) => siteRules.canSetAdminSettings(actor.permissions),
  canReadAssetLinks: (actor: UserActor) => assetRules.canView(actor),
  scopeOf: (actor: UserActor): SiteScope => scopeOf(actor),
};
