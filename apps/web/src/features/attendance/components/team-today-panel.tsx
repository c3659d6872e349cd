import {
  type AttendanceRecord,
  attendanceRules,
  TEAM_STATUS_KEYS,
  TEAM_STATUSES,
  type TeamMember,
  type TeamStatus,
} from '@cmms/shared/attendance';
import { clsx } from 'clsx';
import { Pencil, Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SectionCard } from '../../../components/ui/section-card';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { useSession } from '../../../lib/session';
import { displaySiteName, useSiteSelection } from '../../sites/public';
import { useTeamToday } from '../api/team';
import { formatClock, formatSpan } from '../lib/dates';
import { TEAM_STATUS_CLASSES } from '../lib/status-styles';
import { dayLine } from '../lib/team-day';
import { CorrectionNote } from './correction-note';
import { TeamStatusBadge } from './status-badge';
import { TeamPunchDialog, type TeamPunchTarget } from './team-punch-dialog';

/**
 * A filter of the list: everyone, those here now (On site, and Late ones still here), or one
 * status. The statuses share the people out; Late is whoever's first punch-in was late, whether
 * still here or gone.
 */
type Filter = 'all' | 'onSite' | TeamStatus;

/**
 * Today (issue 30): for managers and supervisors (manage_attendance), the people of the header's
 * site, or of all their sites, each with one status for today (On site, Late, Left, Not yet in,
 * Absent, On leave, Holiday, Day off), counts that filter the list, and a missed punch added or
 * a record corrected with a reason. Nobody corrects their own.
 */
export function TeamTodayPanel() {
  const user = useSession()?.user;
  const selection = useSiteSelection();
  // The header's choice where there is one (admins, managers); else all the caller's sites.
  const siteId = selection.showSelector ? selection.selectedSiteId : null;
  const siteName = siteId ? selection.sites.find((site) => site.id === siteId)?.name : undefined;
  const today = useTeamToday(siteId);
  const [filter, setFilter] = useState<Filter>('all');
  const [target, setTarget] = useState<TeamPunchTarget | null>(null);
  const mayCorrect = (member: TeamMember) =>
    user !== undefined && attendanceRules.mayCorrect(user, member.user.id);

  const content = () => {
    if (today.isPending) return <ScreenLoading label={t('attendance.loadingToday')} />;
    if (today.isError && !today.data) {
      return (
        <LoadFailed
          message={t('attendance.fetchTodayFailed')}
          retrying={today.isFetching}
          onRetry={() => void today.refetch()}
        />
      );
    }
    const { people, counts, onSite } = today.data;
    if (people.length === 0) {
      return <ListMessage>{t('attendance.nobodyAtSite')}</ListMessage>;
    }
    const shown = people.filter((member) =>
      filter === 'all' ? true : filter === 'onSite' ? member.onSite : member.status === filter,
    );
    // On a phone a status nobody has is left out (the list of chips would fill the screen).
    const chip = (id: Filter, label: string, count: number, className?: string) => (
      <li key={id} className={count === 0 && filter !== id ? 'hidden sm:block' : undefined}>
        <button
          type="button"
          aria-pressed={filter === id}
          onClick={() => setFilter(filter === id ? 'all' : id)}
          className={clsx(
            'min-h-11 rounded-lg px-3 py-1.5 text-sm ring-1 ring-inset transition-shadow',
            className ?? 'bg-white text-slate-800 ring-slate-300',
            filter === id && 'ring-2 ring-brand-700',
          )}
        >
          {label}: <span className="font-semibold tabular-nums">{count}</span>
        </button>
      </li>
    );
    return (
      <div className="space-y-4">
        <ul aria-label={t('attendance.peopleByStatus')} className="flex flex-wrap gap-2">
          {chip('all', t('attendance.everyone'), people.length)}
          {chip(
            'onSite',
            t('attendance.hereNow'),
            onSite,
            'bg-emerald-700 text-white ring-emerald-800',
          )}
          {TEAM_STATUSES.map((status) =>
            chip(
              status,
              t(TEAM_STATUS_KEYS[status]),
              counts[status] ?? 0,
              TEAM_STATUS_CLASSES[status],
            ),
          )}
        </ul>
        {shown.length === 0 ? (
          <ListMessage>{t('attendance.nobodyHere')}</ListMessage>
        ) : (
          <ul aria-label={t('attendance.teamTodayList')} className="divide-y divide-slate-100">
            {shown.map((member) => (
              <MemberRow
                key={member.user.id}
                member={member}
                mayCorrect={mayCorrect(member)}
                onAdd={() => setTarget({ kind: 'add', member })}
                onCorrect={(record) => setTarget({ kind: 'correct', member, record })}
              />
            ))}
          </ul>
        )}
      </div>
    );
  };

  return (
    <>
      <SectionCard
        title={
          siteName
            ? t('attendance.todayAt', { site: displaySiteName(siteName) })
            : t('attendance.todayAtYourSites')
        }
        actions={
          <div className="flex items-center gap-3">
            {today.data && (
              <p className="text-sm text-slate-500">
                {t('attendance.asOf', { time: formatClock(today.data.asOf) })}
              </p>
            )}
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={today.isFetching && !today.isPending}
              onClick={() => void today.refetch()}
            >
              {t('attendance.refresh')}
            </Button>
          </div>
        }
      >
        {content()}
      </SectionCard>
      <TeamPunchDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

function MemberRow({
  member,
  mayCorrect,
  onAdd,
  onCorrect,
}: {
  member: TeamMember;
  mayCorrect: boolean;
  onAdd(): void;
  onCorrect(record: AttendanceRecord): void;
}) {
  const name = member.user.name;
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {name}{' '}
            <span className="text-sm font-normal text-slate-600">
              ({roleLabel(member.user.role)})
            </span>
          </p>
          <p className="text-sm text-slate-600">
            {dayLine(member)} · {displaySiteName(member.site.name)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <TeamStatusBadge status={member.status} />
          {mayCorrect && (
            <Button
              variant="ghost"
              icon={<Plus className="size-4" aria-hidden />}
              aria-label={t('attendance.addPunchFor', { name })}
              onClick={onAdd}
            >
              {t('attendance.addPunchShort')}
            </Button>
          )}
        </div>
      </div>
      {member.records.length > 0 && (
        <ul
          aria-label={t('attendance.recordsOfToday', { name })}
          className="space-y-1.5 ps-0 sm:ps-3"
        >
          {member.records.map((record) => (
            <li key={record.id} className="space-y-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-sm text-slate-700 tabular-nums">
                  {formatSpan(record.checkInTime, record.checkOutTime, record.timeZone)}
                  {record.status === 'Late' && <> · {t('attendance.statusLate')}</>}
                </span>
                {mayCorrect && (
                  <Button
                    variant="ghost"
                    icon={<Pencil className="size-4" aria-hidden />}
                    aria-label={t('attendance.correctPunchOf', {
                      name,
                      time: formatClock(record.checkInTime, record.timeZone),
                    })}
                    onClick={() => onCorrect(record)}
                  >
                    {t('attendance.correct')}
                  </Button>
                )}
              </div>
              {record.correction && <CorrectionNote correction={record.correction} />}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
