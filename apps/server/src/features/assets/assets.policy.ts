import { type AssetUpdate, isStatusOnly } from '@cmms/shared/assets';
import { msg } from '@cmms/shared/i18n/message';
import { assetRules } from '@cmms/shared/work-rules';
import type { Actor, UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';

/**
 * Assets (requirements/assets.md#who-may-do-what, @cmms/shared/work-rules, the same rules the screens hide buttons with):
 * view_assets reads the assets of one's sites (admins: all; another site's answers 404); adding,
 * editing and exporting are for those who manage assets; field roles may only change a status.
 */
export const assetPolicy = {
  canView: (actor: UserActor) => assetRules.canView(actor),
  canCreate: (actor: UserActor) => assetRules.canManage(actor),
  canExport: (actor: UserActor) => assetRules.canManage(actor),
  /** PUT /assets/{id} is open to whoever may at least change a status (assertMayUpdate). */
  canUpdateSome: (actor: UserActor) => assetRules.canChangeStatus(actor),
  canDelete: (actor: UserActor) => assetRules.canDelete(actor),

  /** The sites whose assets the actor sees; the system sees all. */
  scopeOf: (actor: Actor): SiteScope => scopeOf(actor),

  /**
   * A status alone is a status change (field roles: On Hold, Completed or Out of Service only);
   * anything else is an edit, for those who manage assets.
   */
  assertMayUpdate(actor: UserActor, update: AssetUpdate) {
    if (isStatusOnly(update)) {
      if (!assetRules.canChangeStatus(actor)) throw forbidden();
      if (!assetRules.settableStatuses(actor).includes(update.status)) {
        throw forbidden(msg('assets.statusNotAllowed'));
      }
    } else if (!assetRules.canManage(actor)) {
      throw forbidden(msg('assets.editNotAllowed'));
    }
  },
};
