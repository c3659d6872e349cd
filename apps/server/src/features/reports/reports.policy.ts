import { reportRules } from '@cmms/shared/reports';
import type { UserActor } from '../../lib/actor';
import { type SiteScope, scopeOf } from '../../lib/auth/site-scope';

/** Reports (docs/reports.md): administrators for every site, managers and supervisors for theirs. */
export const reportPolicy = {
  canView: (actor: UserActor) => reportRules.canView(actor),
  scopeOf: (actor: UserActor): SiteScope => scopeOf(actor),
};
