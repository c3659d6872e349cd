import type { SessionUser } from '@cmms/shared/accounts';
import {
  type DashboardStats,
  EMPTY_DASHBOARD_STATS,
  MOBILE_RECENT_ACTIVITY_LIMIT,
  RECENT_ACTIVITY_LIMIT,
} from '@cmms/shared/dashboard';
import { isAdminRole, normalizeRole } from '@cmms/shared/roles';
import { clsx } from 'clsx';
import { ArrowRight, Plus, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { detectMobileDevice } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { isNativePlatform } from '../../../lib/native/platform';
import { useSession } from '../../../lib/session';
import { useNewRequestCount } from '../../requests/public';
import { useSiteSelection } from '../../sites/public';
import { useDashboardRefresh, useDashboardStats, useRecentActivity } from '../api/dashboard';
import { DashboardCharts } from '../components/dashboard-charts';
import { DashboardHeader, useClock } from '../components/dashboard-header';
import { DashboardIcon } from '../components/dashboard-icon';
import { RecentActivity } from '../components/recent-activity';
import { StatCards } from '../components/stat-cards';
import { type DashboardKind, dashboardKindFor, greetingKindOf } from '../lib/dashboard-kind';
import {
  chartsFor,
  type DashboardLink,
  dashboardCards,
  headerActions,
  mobileShortcuts,
  newRequestsCard,
  quickActions,
  showsRequestsCard,
} from '../lib/dashboard-links';
import { timeText } from '../lib/format';

const EMPTY: DashboardStats = { ...EMPTY_DASHBOARD_STATS, generatedAt: '' };

/**
 * The figures of the dashboard and the recent activity, refreshed as requirements/dashboards.md#states says. A failed
 * first load shows zeros with a note (requirements/dashboards.md#errors); a failed background refresh keeps the last figures.
 */
function useDashboardData(user: SessionUser, activityLimit: number) {
  const role = normalizeRole(user.role);
  const selection = useSiteSelection();
  // Only admins and managers choose; everyone else is scoped by the server.
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const stats = useDashboardStats(role, user.id, siteId);
  const activity = useRecentActivity(role, user.id, siteId, activityLimit);
  useDashboardRefresh();
  return { stats, activity, figures: stats.data ?? EMPTY, siteId };
}

/**
 * The spec's cards of a dashboard, then New requests for the roles that decide the portal's
 * requests (issue 35), counted for the same site as the figures.
 */
function useCards(
  kind: DashboardKind,
  user: SessionUser,
  figures: DashboardStats,
  siteId: string | null,
) {
  const requests = useNewRequestCount(siteId, showsRequestsCard(kind));
  const cards = dashboardCards(kind, user, figures, figures.scope.siteId);
  const extra = newRequestsCard(kind, user, requests.data ?? 0, siteId);
  return { cards, extra: extra ? [extra] : [] };
}

function LoadNote({ stats }: { stats: ReturnType<typeof useDashboardStats> }) {
  if (!stats.isError) return null;
  const kept = stats.data !== undefined;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      <span>
        {kept
          ? t('dashboards.figuresStale', { time: timeText(stats.dataUpdatedAt) })
          : t('dashboards.figuresFailed')}
      </span>
      <Button
        variant="ghost"
        className="min-h-9 px-2"
        icon={<RotateCw className="size-4" aria-hidden />}
        onClick={() => void stats.refetch()}
      >
        {t('dashboards.retry')}
      </Button>
    </div>
  );
}

function QuickActions({ links }: { links: DashboardLink[] }) {
  if (links.length === 0) return null;
  const title = t('dashboards.quickActions');
  return (
    <nav
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 grid gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <DashboardIcon name={link.icon} className="size-5 text-brand-700" />
              <span className="flex-1">{link.label}</span>
              <ArrowRight className="size-4 text-slate-400 rtl:-scale-x-100" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The dashboard of one role (requirements/dashboards.md#screens): greeting, figures, charts, actions and activity. */
function RoleDashboard({ kind, user }: { kind: DashboardKind; user: SessionUser }) {
  const { stats, activity, figures, siteId } = useDashboardData(user, RECENT_ACTIVITY_LIMIT);
  const now = useClock();
  const { cards: specCards, extra } = useCards(kind, user, figures, siteId);
  const cards = [...specCards, ...extra];
  const buttons = headerActions(kind);
  const charts = chartsFor(kind);
  const anyChart = charts.tasksByStatus || charts.assetsByStatus || charts.tasksByWeek;

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <DashboardHeader
        user={user}
        admin={isAdminRole(user.role)}
        greetingKind={greetingKindOf(kind)}
        actions={
          buttons.newTask && (
            <ButtonLink to={buttons.newTask}>
              <Plus className="size-4" aria-hidden />
              {t('dashboards.newTask')}
            </ButtonLink>
          )
        }
      />
      <LoadNote stats={stats} />
      <StatCards cards={cards} busy={stats.isPending} />
      {/* Without charts (housekeeping) the actions and the activity share the width, instead
          of leaving two thirds of the page empty. */}
      <div className={clsx('grid gap-4', anyChart ? 'lg:grid-cols-3' : 'lg:grid-cols-2')}>
        {anyChart && (
          <div className="min-w-0 space-y-4 lg:col-span-2">
            <DashboardCharts stats={figures} show={charts} />
          </div>
        )}
        <div className={clsx('min-w-0', anyChart ? 'space-y-4' : 'contents')}>
          <QuickActions links={quickActions(kind, user)} />
          <RecentActivity
            entries={activity.data}
            limit={RECENT_ACTIVITY_LIMIT}
            loading={activity.isPending}
            failed={activity.isError}
            onRetry={() => void activity.refetch()}
            now={now.getTime()}
            action={
              buttons.viewAll && (
                <Link
                  to={buttons.viewAll}
                  className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('dashboards.viewAll')}
                </Link>
              )
            }
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The mobile dashboard (requirements/dashboards.md#screens): on the native app for every role, on a phone for
 * supervisor, housekeeping and client. Large shortcuts by role, the quick actions, the role's
 * main figures and the last 5 activities.
 */
function MobileDashboard({ user }: { user: SessionUser }) {
  const { stats, activity, figures, siteId } = useDashboardData(user, MOBILE_RECENT_ACTIVITY_LIMIT);
  const now = useClock();
  const { shortcuts, quick } = mobileShortcuts(user);
  const ownKind = dashboardKindFor(user.role, { native: false, mobile: false });
  const { cards: specCards, extra } = useCards(ownKind, user, figures, siteId);
  const cards = [...specCards.slice(0, 4), ...extra];

  return (
    <div className="mx-auto w-full max-w-3xl space-y-5">
      <DashboardHeader
        user={user}
        admin={isAdminRole(user.role)}
        greetingKind={greetingKindOf('mobile')}
      />
      <nav aria-label={t('dashboards.shortcuts')}>
        <ul className="grid grid-cols-2 gap-3">
          {shortcuts.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center text-base font-semibold text-slate-900 shadow-sm active:bg-brand-50"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <DashboardIcon name={link.icon} className="size-6" />
                </span>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QuickActions links={quick} />
      <LoadNote stats={stats} />
      <StatCards cards={cards} busy={stats.isPending} />
      <RecentActivity
        entries={activity.data}
        limit={MOBILE_RECENT_ACTIVITY_LIMIT}
        loading={activity.isPending}
        failed={activity.isError}
        onRetry={() => void activity.refetch()}
        now={now.getTime()}
      />
    </div>
  );
}

/** The dashboard screen: the one the role and device call for (lib/dashboard-kind.ts). */
export function DashboardPage() {
  const user = useSession()?.user;
  // Read once per visit: the device does not change while the dashboard is open.
  const [device] = useState(() => ({ native: isNativePlatform(), mobile: detectMobileDevice() }));
  if (!user) return null;
  const kind = dashboardKindFor(user.role, device);
  return kind === 'mobile' ? (
    <MobileDashboard user={user} />
  ) : (
    <RoleDashboard kind={kind} user={user} />
  );
}
