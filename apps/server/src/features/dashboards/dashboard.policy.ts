import { checklistRules } from '@cmms/shared/checklists';
import { msg } from '@cmms/shared/i18n/message';
import { materialRules } from '@cmms/shared/materials';
import { hasPermission, type Permission } from '@cmms/shared/permissions';
import { ownAreaOf } from '@cmms/shared/route-access';
import { assetRules, workOrderRules } from '@cmms/shared/work-rules';
import type { UserActor } from '../../lib/actor';
import { scopeAllows, scopeOf } from '../../lib/auth/site-scope';
import { notFound } from '../../lib/errors';
import type { StatsScope } from './dashboard.repository';

export type ReadableFigures = {
  tasks: boolean;
  assets: boolean;
  checklists: boolean;
  materials: boolean;
  sites: boolean;
  /** The users and team counts. */
  people: boolean;
};

/**
 * Whose figures a dashboard counts (requirements/dashboards.md#who-may-do-what): any signed-in user may ask; admins count every
 * site or one, others their sites or one of them (another site answers 404, as for any record),
 * field roles only their own work orders, and whoever does not decide material requests their
 * own requests. People and sites are counted over all of the caller's sites, as their screens
 * list them. The figures by site are for the admin and manager areas.
 */
export const dashboardPolicy = {
  statsScopeOf(actor: UserActor, siteId: string | undefined): StatsScope {
    const sites = scopeOf(actor);
    if (siteId && !scopeAllows(sites, siteId)) throw notFound(msg('dashboards.siteNotFound'));
    const own = sites.all ? null : sites.siteIds;
    return {
      siteIds: siteId ? [siteId] : own,
      ownSiteIds: own,
      onlyAssignedTo: workOrderRules.seesOnlyOwn(actor) ? actor.id : null,
      // As on the materials screens: those who decide requests count their sites', others their own.
      requestsOf: materialRules.canManage(actor) ? null : actor.id,
      siteId: siteId ?? null,
    };
  },

  /**
   * Which families of figures the caller may read: the same rules as the records' own reads
   * (issue 29), so a role without view_tasks is not told how many work orders its sites have.
   * The others answer zero, in the shape every dashboard reads.
   */
  readableFiguresOf(actor: UserActor): ReadableFigures {
    const can = (permission: Permission) => hasPermission(actor.permissions, permission);
    return {
      tasks: workOrderRules.canView(actor),
      assets: assetRules.canView(actor),
      checklists: checklistRules.canView(actor),
      materials: materialRules.canUseScreens(actor),
      sites: can('view_sites'),
      people: can('view_users') || can('manage_users') || can('assign_tasks'),
    };
  },

  showsFiguresBySite: (actor: UserActor) =>
    ['admin', 'manager'].includes(ownAreaOf(actor.role) ?? ''),
};
