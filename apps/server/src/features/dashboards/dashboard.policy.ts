import { materialRules } from '@cmms/shared/materials';
import { ownAreaOf } from '@cmms/shared/route-access';
import { workOrderRules } from '@cmms/shared/work-rules';
import type { UserActor } from '../../lib/actor';
import { scopeAllows, scopeOf } from '../../lib/auth/site-scope';
import { notFound } from '../../lib/errors';
import type { StatsScope } from './dashboard.repository';

/**
 * Whose figures a dashboard counts (doc 001 §6): any signed-in user may ask; admins count every
 * site or one, others their sites or one of them (another site answers 404, as for any record),
 * field roles only their own work, and whoever does not decide material requests their own requests. The figures by site are for the admin and manager areas.
 */
export const dashboardPolicy = {
  statsScopeOf(actor: UserActor, siteId: string | undefined): StatsScope {
    const sites = scopeOf(actor);
    if (siteId && !scopeAllows(sites, siteId)) throw notFound('Site');
    return {
      siteIds: siteId ? [siteId] : sites.all ? null : sites.siteIds,
      onlyAssignedTo: workOrderRules.seesOnlyOwn(actor) ? actor.id : null,
      // As on the materials screens: those who decide requests count their sites', others their own.
      requestsOf: materialRules.canManage(actor) ? null : actor.id,
      team: ownAreaOf(actor.role) === 'supervisor' ? 'supervisor' : 'staff',
    };
  },

  showsFiguresBySite: (actor: UserActor) =>
    ['admin', 'manager'].includes(ownAreaOf(actor.role) ?? ''),
};
