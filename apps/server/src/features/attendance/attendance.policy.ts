import { attendanceRules, attendanceTexts } from '@cmms/shared/attendance';
import type { UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';

/**
 * Attendance, leave, holidays and shifts (doc 002 §6, @cmms/shared/attendance attendanceRules,
 * the rules the screens hide buttons with):
 * - everyone but the client punches and asks for leave, for themselves only;
 * - managers, supervisors and administrators decide on leave and read the attendance of the
 *   people of their sites (administrators everyone's); nobody decides their own leave;
 * - administrators add holidays and shifts, read the reports and correct records.
 * A record, request or person outside the caller's sites answers 404.
 */
export const attendancePolicy = {
  canView: (_actor: UserActor) => true,
  canPunch: (actor: UserActor) => attendanceRules.canPunch(actor),
  canApproveLeave: (actor: UserActor) => attendanceRules.canApproveLeave(actor),
  canAdminister: (actor: UserActor) => attendanceRules.canAdminister(actor),

  /** The sites whose people, requests and records an actor sees. */
  scopeOf: (actor: UserActor): SiteScope => scopeOf(actor),

  /**
   * Whose attendance a caller reads: their own; an approver anyone's on their sites (the caller
   * of `isOnSites` decides, answering 404 outside them); nobody else anyone else's.
   */
  mayReadOthers(actor: UserActor, userId: string) {
    if (actor.id === userId) return false;
    if (!attendanceRules.canApproveLeave(actor)) {
      throw forbidden('You can only view your own attendance');
    }
    return true;
  },

  assertMayDecide(actor: UserActor, requesterId: string) {
    if (actor.id === requesterId) throw forbidden(attendanceTexts.ownLeave);
  },
};
