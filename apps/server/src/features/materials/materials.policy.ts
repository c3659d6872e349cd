import { materialRules, materialTexts } from '@cmms/shared/materials';
import type { UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';
import type { RequestScope } from './requests.repository';

/**
 * Materials (doc 002 §6, @cmms/shared/materials materialRules, the rules the screens hide with):
 * access needs admin or superadmin, or at least one assigned site; admin, superadmin and manager
 * manage materials and decide, edit and delete any request of their sites; everyone else requests
 * and edits their own Pending requests. Non-admins see the materials of their sites and those for
 * all sites; anything else is a 404.
 */
export const materialPolicy = {
  hasAccess: (actor: UserActor) =>
    materialRules.hasAccess({ role: actor.role, siteCount: actor.siteIds.length }),
  canManage: (actor: UserActor) =>
    materialPolicy.hasAccess(actor) && materialRules.canManage(actor),

  scopeOf: (actor: UserActor): SiteScope => scopeOf(actor),

  /** Managers see the requests of their sites; everyone else (and anyone asking `mine`) their own. */
  requestScopeOf(actor: UserActor, mine = false): RequestScope {
    return mine || !materialPolicy.canManage(actor) ? { own: actor.id } : { sites: scopeOf(actor) };
  },

  assertOwner(actor: UserActor, request: { userId: string }) {
    if (request.userId !== actor.id) throw forbidden(materialTexts.ownRequestsOnly);
  },
};
