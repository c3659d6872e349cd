import { attendanceRules } from '@cmms/shared/attendance';
import { msg } from '@cmms/shared/i18n/message';
import type { UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';
import { forbidden } from '../../lib/errors';

/**
 * Attendance, leave, holidays and shifts (requirements/attendance.md#who-may-do-what, @cmms/shared/attendance attendanceRules,
 * the rules the screens hide buttons with):
 * - view_attendance punches and asks for leave, for oneself only (everyone but the client);
 * - manage_attendance decides on leave and reads the attendance of the people of one's sites
 *   (managers, supervisors; administrators everyone's); nobody decides their own leave;
 * - administrators add holidays and shifts, read the reports and correct records;
 * - manage_attendance also sees the Today view of the people of one's sites and adds or corrects
 *   their punches with a reason (issue 30), never one's own.
 * Everyone reads their own records, leave, the holidays and their shifts.
 * A record, request or person outside the caller's sites answers 404.
 */
export const attendancePolicy = {
  canView: (_actor: UserActor) => true,
  canPunch: (actor: UserActor) => attendanceRules.canPunch(actor),
  canApproveLeave: (actor: UserActor) => attendanceRules.canApproveLeave(actor),
  canAdminister: (actor: UserActor) => attendanceRules.canAdminister(actor),
  /** The Today view and the team's punches (issue 30): manage_attendance, at one's sites. */
  canManageTeam: (actor: UserActor) => attendanceRules.canManageTeam(actor),

  /** The sites whose people, requests and records an actor sees. */
  scopeOf: (actor: UserActor): SiteScope => scopeOf(actor),

  /**
   * Whose attendance a caller reads: their own; with manage_attendance anyone's on their sites
   * (monthly.service's readableSitesOf answers 404 outside them); nobody else anyone else's.
   */
  mayReadOthers(actor: UserActor, userId: string) {
    if (actor.id === userId) return false;
    if (!attendanceRules.canApproveLeave(actor)) {
      throw forbidden(msg('attendance.ownAttendanceOnly'));
    }
    return true;
  },

  assertMayDecide(actor: UserActor, requesterId: string) {
    if (actor.id === requesterId) throw forbidden(msg('attendance.ownLeave'));
  },

  /**
   * Adding or correcting a person's punches (issue 30): manage_attendance, never one's own (a
   * supervisor does not vouch for their own hours); the person's sites are checked by the caller.
   */
  assertMayCorrect(actor: UserActor, personId: string) {
    if (!attendanceRules.canManageTeam(actor)) throw forbidden(msg('attendance.teamOnly'));
    if (!attendanceRules.mayCorrect(actor, personId)) {
      throw forbidden(msg('attendance.ownCorrection'));
    }
  },
};
