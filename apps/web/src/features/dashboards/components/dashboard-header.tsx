import type { SessionUser } from '@cmms/shared/accounts';
import { DASHBOARD_CLOCK_MS, greetingAt } from '@cmms/shared/dashboard';
import { Building2, CalendarClock } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { formats, t } from '../../../lib/i18n/i18n';
import { useRoleLabel } from '../../../lib/role-label';
import { displaySiteName, useSiteSelection } from '../../sites/public';
import { clockText } from '../lib/format';

/** The time now, updated every 60 s (requirements/dashboards.md#screens, #limits). */
export function useClock(intervalMs = DASHBOARD_CLOCK_MS) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Which sites the figures cover: the chosen one, all of them, or the person's own. */
function scopeText(selection: ReturnType<typeof useSiteSelection>, admin: boolean): string {
  const chosen = selection.sites.find((site) => site.id === selection.selectedSiteId);
  if (chosen) return displaySiteName(chosen.name);
  if (admin) return t('dashboards.allSites');
  if (selection.sites.length === 0) return t('dashboards.noSitesAssigned');
  if (selection.showSelector) return t('dashboards.allAssignedSites');
  // A plain list ("North, South"), with no "and": the sites are a set, not a sentence.
  return formats().list(
    selection.sites.map((site) => displaySiteName(site.name)),
    { type: 'unit', style: 'short' },
  );
}

/**
 * The top of every dashboard (requirements/dashboards.md#screens): greeting by the hour, the person's name, role and
 * sites, and the clock. The site selector is the header's (app/shell), never a second one here.
 */
export function DashboardHeader({
  user,
  greetingKind,
  admin,
  actions,
}: {
  user: SessionUser;
  greetingKind: 'admin-manager' | 'other';
  admin: boolean;
  actions?: ReactNode;
}) {
  const now = useClock();
  const role = useRoleLabel(user.role);
  const selection = useSiteSelection();
  const clock = clockText(now);

  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-brand-700">
          {t(greetingAt(now.getHours(), greetingKind))}
        </p>
        <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-balance wrap-anywhere text-slate-900 sm:text-3xl">
          {t('dashboards.welcome', { name: user.name })}
        </h1>
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{role}</span>
          <span className="flex min-w-0 items-center gap-1">
            <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden />
            <span className="sr-only">{t('dashboards.sitesPrefix')}</span>
            <span className="wrap-anywhere">{scopeText(selection, admin)}</span>
          </span>
          <span className="flex items-center gap-1">
            <CalendarClock className="size-4 shrink-0 text-slate-400" aria-hidden />
            <time dateTime={now.toISOString()}>
              {clock.day} · <span className="tabular-nums">{clock.time}</span>
            </time>
          </span>
        </p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
