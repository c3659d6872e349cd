import { msg } from '@cmms/shared/i18n/message';
import { type PmStatus, pmRules } from '@cmms/shared/pm';
import type { Actor, UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';

/**
 * Preventive maintenance (requirements/pm.md#who-may-do-what, @cmms/shared/pm pmRules, the rules the screens hide with):
 * supervisor, manager, admin, superadmin and client read; the client only reads; supervisors and
 * up add, edit, delete and set any status; a technician may only set In Progress or Completed.
 * Admins see every PM, everyone else those whose asset is on their sites (404 outside).
 */
export const pmPolicy = {
  canView: (actor: UserActor) => pmRules.canView(actor),
  canManage: (actor: UserActor) => pmRules.canManage(actor),
  /** Any status change at all: managers, and technicians for their two. */
  canChangeStatus: (actor: UserActor) => pmRules.canSetStatus(actor),

  scopeOf: (actor: Actor): SiteScope => scopeOf(actor),

  assertMaySetStatus(actor: UserActor, status: PmStatus) {
    if (!pmRules.canSetStatus(actor, status)) throw forbidden(msg('pm.technicianStatus'));
  },
};
