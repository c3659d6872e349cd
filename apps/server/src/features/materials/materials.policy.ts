import { type Message, msg } from '@cmms/shared/i18n/message';
import { type MaterialCaller, materialRules } from '@cmms/shared/materials';
import type { UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';
import type { RequestScope } from './requests.repository';

/** The refusal of a materials call: the permission first, then a site to work at (docs/materials.md). */
const refusal =
  (allowed: (caller: MaterialCaller) => boolean, message: Message) =>
  (actor: UserActor): Message | null => {
    if (!allowed(actor)) return message;
    return materialRules.hasSites({ role: actor.role, siteCount: actor.siteIds.length })
      ? null
      : msg('materials.needSite');
  };

/**
 * Materials (requirements/materials.md#who-may-do-what, @cmms/shared/materials materialRules, the rules the screens hide with):
 * view_materials reads the inventory and the ledger, request_materials asks for materials and
 * edits one's own Pending requests, manage_materials changes the inventory and decides, edits
 * and deletes the requests of one's sites; every call also needs admin rights or a site.
 * Non-admins see the materials of their sites and those for all sites, which only
 * administrators change; anything else is a 404.
 */
export const materialPolicy = {
  viewRefusal: refusal(materialRules.canView, msg('materials.viewNotAllowed')),
  requestRefusal: refusal(materialRules.canRequest, msg('materials.requestNotAllowed')),
  manageRefusal: refusal(materialRules.canManage, msg('materials.managersOnly')),
  /** Restocking: whoever issues from the materials they see, a material of all sites too. */
  restockRefusal: refusal(materialRules.canRestock, msg('materials.managersOnly')),
  /** The request list: one's own (request_materials) or one's sites' (manage_materials). */
  requestListRefusal: refusal(
    (caller) => materialRules.canRequest(caller) || materialRules.canManage(caller),
    msg('materials.requestNotAllowed'),
  ),
  canManage: (actor: UserActor) => materialPolicy.manageRefusal(actor) === null,

  scopeOf: (actor: UserActor): SiteScope => scopeOf(actor),

  /** Managers see the requests of their sites; everyone else (and anyone asking `mine`) their own. */
  requestScopeOf(actor: UserActor, mine = false): RequestScope {
    return mine || !materialPolicy.canManage(actor) ? { own: actor.id } : { sites: scopeOf(actor) };
  },

  assertOwner(actor: UserActor, request: { userId: string }) {
    if (request.userId !== actor.id) throw forbidden(msg('materials.ownRequestsOnly'));
  },

  /**
   * Editing or deleting a material kept for all sites (no site) is for administrators only
   * (issue 29); restocking it is not an edit (materialRules.canRestock).
   */
  assertMayChange(actor: UserActor, material: { siteId: string | null }) {
    if (!materialRules.canChangeMaterial(actor, material)) {
      throw forbidden(msg('materials.allSitesAdminsOnly'));
    }
  },
};
