import { attendanceRules } from '@cmms/shared/attendance';
import { checklistRules } from '@cmms/shared/checklists';
import { materialRules } from '@cmms/shared/materials';
import { hasPermission, type Permission } from '@cmms/shared/permissions';
import { pmRules } from '@cmms/shared/pm';
import { requestRules } from '@cmms/shared/requests';
import { isAdminRole } from '@cmms/shared/roles';
import { assetRules, workOrderRules } from '@cmms/shared/work-rules';
import type { UserActor } from '../../lib/actor';
import { scopeOf } from '../../lib/auth/site-scope';

/** Which entries GET /activity/logs and /activity/recent read. */
export type LogScope = {
  /** Only this user's own entries. */
  userId?: string;
  type?: string;
  /** Admin notifications: the listed actions by anyone but the reader. */
  adminNotificationsFor?: string;
};

/**
 * Who reads the records of one family of the feed: its readers at the caller's sites, only the
 * caller's own records, or nobody.
 */
export type Readers = 'of-sites' | 'own' | 'none';

/**
 * Which entries of the feed (GET /activity) an actor sees: admins every one; anyone else the
 * entries of their sites and their own, never those written by an admin (docs/dashboards.md), and of each
 * family only the entries about records they may read (issue 29, item 3), decided by the same
 * rules as the records' own reads:
 * - site: view_sites; asset: view_assets; user: manage_users; pm: the PM list's rule;
 * - task: view_tasks, field roles only the work orders assigned to them;
 * - material: the inventory with view_materials; a request with manage_materials, else one's own;
 * - leave: a request with manage_attendance, else one's own (holidays are everyone's);
 * - punch: with manage_attendance the punches of one's sites, else one's own;
 * - checklist: view_tasks, technician and housekeeping only the checklists assigned to them
 *   (entries about categories go to those who read every checklist of their sites).
 */
export type FeedScope =
  | { all: true }
  | {
      all: false;
      userId: string;
      siteIds: string[];
      sites: boolean;
      assets: boolean;
      users: boolean;
      pms: boolean;
      workOrders: 'of-sites' | 'assigned' | 'none';
      inventory: boolean;
      materialRequests: Readers;
      leave: Readers;
      punches: Readers;
      checklists: 'of-sites' | 'assigned' | 'none';
      /** Requests from the portal (issue 35): their handlers. */
      requests: boolean;
    };

export const activityPolicy = {
  /** Admins read everyone's entries (filtered as asked); anyone else only their own. */
  logScopeOf(
    actor: UserActor,
    query: { userId?: string | undefined; type?: string | undefined },
  ): LogScope {
    const { type } = query;
    if (isAdminRole(actor.role)) {
      if (type === 'admin_notification') return { adminNotificationsFor: actor.id };
      return { ...(query.userId ? { userId: query.userId } : {}), ...(type ? { type } : {}) };
    }
    return { userId: actor.id, ...(type && type !== 'admin_notification' ? { type } : {}) };
  },

  feedScopeOf(actor: UserActor): FeedScope {
    const sites = scopeOf(actor);
    if (sites.all) return { all: true };
    const can = (permission: Permission) => hasPermission(actor.permissions, permission);
    return {
      all: false,
      userId: actor.id,
      siteIds: sites.siteIds,
      sites: can('view_sites'),
      assets: assetRules.canView(actor),
      users: can('manage_users'),
      pms: pmRules.canView(actor),
      workOrders: !workOrderRules.canView(actor)
        ? 'none'
        : workOrderRules.seesOnlyOwn(actor)
          ? 'assigned'
          : 'of-sites',
      inventory: materialRules.canView(actor),
      materialRequests: materialRules.canManage(actor)
        ? 'of-sites'
        : materialRules.canRequest(actor)
          ? 'own'
          : 'none',
      leave: attendanceRules.canApproveLeave(actor) ? 'of-sites' : 'own',
      punches: attendanceRules.canApproveLeave(actor) ? 'of-sites' : 'own',
      checklists: !checklistRules.canView(actor)
        ? 'none'
        : checklistRules.seesOnlyAssigned(actor)
          ? 'assigned'
          : 'of-sites',
      requests: requestRules.canHandle(actor),
    };
  },

  /**
   * Whether an actor's open screens hear of a live change (issue 34, docs/live.md): those who may
   * read the feed's entry about it,
   * by the feed's own rules (FeedScope, visibleTo in activity.repository.ts), except that an
   * administrator's change is heard too: the feed leaves those out of a dashboard, a screen
   * still has to show what changed. `by` is who made the change.
   */
  mayHear(scope: FeedScope, event: LiveAudienceEvent, facts: LiveFacts): boolean {
    if (scope.all) return true;
    const data = event.data ?? {};
    const own = data.by === scope.userId;
    const atSite = own || (event.siteId !== null && scope.siteIds.includes(event.siteId));
    if (!atSite) return false;
    const readers = (shown: Readers, requester: string | null) =>
      shown === 'of-sites' || (shown === 'own' && requester === scope.userId);
    switch (event.topic) {
      case 'site':
        return scope.sites;
      case 'task':
        return (
          scope.workOrders === 'of-sites' ||
          (scope.workOrders === 'assigned' &&
            (facts.assignee === scope.userId ||
              data.userId === scope.userId ||
              // Assigned away from them: their list must lose it.
              data.formerAssigneeId === scope.userId))
        );
      case 'asset':
        return scope.assets;
      case 'user':
        return scope.users;
      case 'pm':
        return scope.pms;
      case 'material':
        return data.requestId ? readers(scope.materialRequests, facts.requester) : scope.inventory;
      case 'leave':
        return data.leaveId ? readers(scope.leave, facts.requester) : true;
      case 'punch':
        return scope.punches === 'of-sites' || (scope.punches === 'own' && own);
      case 'checklist':
        return (
          scope.checklists === 'of-sites' ||
          (scope.checklists === 'assigned' &&
            facts.checklistPeople.includes(scope.userId) &&
            (data.userId ?? scope.userId) === scope.userId)
        );
      case 'request':
        return scope.requests;
      default:
        return false;
    }
  },
};

/** What mayHear needs read of the database about a live event (activity.repository liveFacts). */
export type LiveFacts = {
  /** The work order's assignee. */
  assignee: string | null;
  /** Who made the material or leave request. */
  requester: string | null;
  /** Who the checklist is assigned to. */
  checklistPeople: string[];
};

/** What mayHear reads of a live event (lib/live/publish.ts LiveEvent). */
export type LiveAudienceEvent = {
  topic: string;
  siteId: string | null;
  userId: string | null;
  data: Record<string, string> | null;
};
