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
 * Which entries of the feed (GET /activity) an actor sees: admins every one; anyone else the
 * entries of their sites and their own, never those written by an admin (doc 001 §6), and an
 * entry about a work order or an asset only if they may see that kind of record; a work order
 * entry only if they may see that very work order (a technician: those assigned to them).
 */
export type FeedScope =
  | { all: true }
  | {
      all: false;
      userId: string;
      siteIds: string[];
      workOrders: 'of-sites' | 'assigned' | 'none';
      assets: boolean;
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
    return {
      all: false,
      userId: actor.id,
      siteIds: sites.siteIds,
      workOrders: !workOrderRules.canView(actor)
        ? 'none'
        : workOrderRules.seesOnlyOwn(actor)
          ? 'assigned'
          : 'of-sites',
      assets: assetRules.canView(actor),
    };
  },
};
