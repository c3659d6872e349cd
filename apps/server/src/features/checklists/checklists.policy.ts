import { checklistRules, checklistTexts } from '@cmms/shared/checklists';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';

/**
 * Which checklists a caller sees (doc 002 §6): admins all, technician and housekeeping only
 * those assigned to them (on their sites), everyone else the checklists of their sites.
 */
export type ChecklistScope = { sites: SiteScope; onlyAssignedTo: string | null };

/**
 * Checklists (doc 002 §6, @cmms/shared/checklists checklistRules, the same rules the screens
 * hide buttons with): admin, superadmin and manager manage definitions and categories;
 * supervisors and they assign people and tick for anyone assigned; everyone else ticks only their
 * own cells; the client only reads. A checklist outside the scope answers 404.
 */
export const checklistPolicy = {
  canView: (_actor: UserActor) => true,
  canManage: (actor: UserActor) => checklistRules.canManage(actor),
  canAssign: (actor: UserActor) => checklistRules.canAssign(actor),
  /** Any progress write: everyone but the client (whose cells, assertMayRecordFor decides). */
  canRecord: (actor: UserActor) => !checklistRules.isReadOnly(actor),

  scopeOf(actor: Actor): ChecklistScope {
    const own = !isSystem(actor) && checklistRules.seesOnlyAssigned(actor);
    return { sites: scopeOf(actor), onlyAssignedTo: own ? actor.id : null };
  },

  /** GET /checklists/user/{userId}: one's own list, or anyone's for those who assign. */
  assertMayListFor(actor: UserActor, userId: string) {
    if (actor.id !== userId && !checklistRules.canAssign(actor)) throw forbidden();
  },

  /** Whose month a caller may read: field staff only their own; others anyone's. */
  assertMayReadProgressOf(actor: UserActor, userId: string) {
    if (checklistRules.seesOnlyAssigned(actor) && actor.id !== userId) {
      throw forbidden(checklistTexts.ownCellsOnly);
    }
  },

  assertMayRecordFor(actor: UserActor, userId: string) {
    if (!checklistRules.canRecordFor(actor, userId)) {
      throw forbidden(
        checklistRules.isReadOnly(actor) ? checklistTexts.readOnly : checklistTexts.ownCellsOnly,
      );
    }
  },

  /**
   * Reopen (doc 002 §4): the cell's owner (or whoever may record for them) reopens a completed
   * cell not yet saved; a saved (locked) one only supervisors, managers and administrators.
   */
  assertMayReopen(actor: UserActor, userId: string, cell: { locked: boolean }) {
    checklistPolicy.assertMayRecordFor(actor, userId);
    if (cell.locked && !checklistRules.canReopen(actor)) {
      throw forbidden(checklistTexts.reopenNotAllowed);
    }
  },
};
