import { checklistRules } from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import { type Actor, isSystem, type UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { conflict, forbidden } from '../../lib/errors';

/**
 * Which checklists a caller sees (requirements/checklists.md#who-may-do-what): admins all, technician and housekeeping only
 * those assigned to them (on their sites), everyone else the checklists of their sites.
 */
export type ChecklistScope = { sites: SiteScope; onlyAssignedTo: string | null };

/**
 * Checklists (requirements/checklists.md#who-may-do-what, @cmms/shared/checklists checklistRules, the same rules the screens
 * hide buttons with), carried by the Tasks permissions: view_tasks reads; assign_tasks assigns
 * people, ticks for anyone assigned and, but for supervisors, defines checklists and categories
 * (admin, superadmin, manager); update_tasks or cleaning_permissions ticks one's own cells; the
 * client, holding neither, only reads. A checklist outside the scope answers 404.
 */
export const checklistPolicy = {
  canView: (actor: UserActor) => checklistRules.canView(actor),
  canManage: (actor: UserActor) => checklistRules.canManage(actor),
  canAssign: (actor: UserActor) => checklistRules.canAssign(actor),
  /** Any progress write: someone who ticks (whose cells, assertMayRecordFor decides). */
  canRecord: (actor: UserActor) => !checklistRules.isReadOnly(actor),

  scopeOf(actor: Actor): ChecklistScope {
    const own = !isSystem(actor) && checklistRules.seesOnlyAssigned(actor);
    return { sites: scopeOf(actor), onlyAssignedTo: own ? actor.id : null };
  },

  /**
   * The assignments a reader sees: every one of a site's checklist (its people are of that site,
   * which the reader sees); of a checklist kept for all sites, those of people of the reader's
   * own sites and the reader's own, so other sites' people are not revealed.
   */
  visibleAssignments<Assignment extends { userId: string; siteIds: string[] }>(
    actor: UserActor,
    checklist: { siteId: string | null; assignments: Assignment[] },
  ) {
    const scope = scopeOf(actor);
    if (checklist.siteId !== null || scope.all) return checklist.assignments;
    return checklist.assignments.filter(
      (assignment) =>
        assignment.userId === actor.id ||
        assignment.siteIds.some((siteId) => scope.siteIds.includes(siteId)),
    );
  },

  /** A checklist kept for all sites is every site's: only administrators change it (issue 29). */
  assertMayChange(actor: UserActor, checklist: { siteId: string | null }) {
    if (checklist.siteId === null && !scopeOf(actor).all) {
      throw forbidden(msg('checklists.allSitesAdminsOnly'));
    }
  },

  /** GET /checklists/user/{userId}: one's own list, or anyone's for those who assign. */
  assertMayListFor(actor: UserActor, userId: string) {
    if (actor.id !== userId && !checklistRules.canAssign(actor)) throw forbidden();
  },

  /** Whose month a caller may read: field staff only their own; others anyone's. */
  mayReadProgressOf: (actor: UserActor, userId: string) =>
    !checklistRules.seesOnlyAssigned(actor) || actor.id === userId,

  assertMayReadProgressOf(actor: UserActor, userId: string) {
    if (!checklistPolicy.mayReadProgressOf(actor, userId)) {
      throw forbidden(msg('checklists.ownCellsOnly'));
    }
  },

  assertMayRecordFor(actor: UserActor, userId: string) {
    if (!checklistRules.canRecordFor(actor, userId)) {
      throw forbidden(
        msg(checklistRules.isReadOnly(actor) ? 'checklists.readOnly' : 'checklists.ownCellsOnly'),
      );
    }
  },

  /**
   * Removing a cell's photo (docs/checklists.md, "Cell photos"): supervisors, managers and
   * administrators any they see; its uploader while the cell is not saved (a saved one is the
   * locked cell's 409, as a change of its value is); no one else (403).
   */
  assertMayRemovePhoto(actor: UserActor, photo: { uploadedBy: string | null; locked: boolean }) {
    const answer = checklistRules.mayRemovePhoto(actor, photo);
    if (answer === 'locked') throw conflict(msg('checklists.locked'));
    if (answer === 'no') throw forbidden(msg('checklists.photos.notYours'));
  },

  /**
   * Reopen (requirements/checklists.md#states): the cell's owner (or whoever may record for them) reopens a completed
   * cell not yet saved; a saved (locked) one only supervisors, managers and administrators.
   */
  assertMayReopen(actor: UserActor, userId: string, cell: { locked: boolean }) {
    checklistPolicy.assertMayRecordFor(actor, userId);
    if (cell.locked && !checklistRules.canReopen(actor)) {
      throw forbidden(msg('checklists.reopenNotAllowed'));
    }
  },
};
