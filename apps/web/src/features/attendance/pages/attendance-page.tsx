import { attendanceRules } from '@cmms/shared/attendance';
import { PageHeading } from '../../../components/ui/page-header';
import { type TabItem, Tabs, useTabParam } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { HolidaysPanel } from '../components/holidays-panel';
import { LeaveForm } from '../components/leave-form';
import { MonthlyAttendance } from '../components/monthly-attendance';
import { OwnLeaveList } from '../components/own-leave-list';
import { PunchCard } from '../components/punch-card';
import { RecentAttendance } from '../components/recent-attendance';
import { ReportsPanel } from '../components/reports-panel';
import { ShiftsPanel } from '../components/shifts-panel';
import { TeamTodayPanel } from '../components/team-today-panel';
import { useAdminOptions } from '../lib/use-admin-options';

type TabId = 'attendance' | 'today' | 'leave' | 'holidays' | 'shifts' | 'reports';

/**
 * The attendance screen: Attendance (punch card, Recent Attendance, Monthly
 * Attendance), Leave Requests, Holidays, Shifts, and Reports for admins. A client only reads
 * (docs/permissions.md): no punching, no leave, so only the holidays and shifts. Those who manage the attendance
 * of their sites' people (managers, supervisors: manage_attendance) also get Today, who is on
 * site, late or missing, where they add or correct a punch (issue 30). On a phone the punch card
 * is the first thing under the tabs, and the tabs wrap rather than hide one off the edge.
 */
export function AttendancePage() {
  const user = useSession()?.user;
  const canPunch = user !== undefined && attendanceRules.canPunch(user);
  const canAdminister = user !== undefined && attendanceRules.canAdminister(user);
  const canManageTeam = user !== undefined && attendanceRules.canManageTeam(user);
  const admin = useAdminOptions(canAdminister);

  const tabs: TabItem<TabId>[] = [
    ...(canPunch ? [{ id: 'attendance' as const, label: t('attendance.title') }] : []),
    ...(canManageTeam ? [{ id: 'today' as const, label: t('attendance.todayTab') }] : []),
    ...(canPunch ? [{ id: 'leave' as const, label: t('attendance.leaveTab') }] : []),
    { id: 'holidays', label: t('attendance.holidaysTitle') },
    { id: 'shifts', label: t('attendance.shiftsTitle') },
    ...(canAdminister ? [{ id: 'reports' as const, label: t('attendance.reportsTab') }] : []),
  ];
  const [tab, select] = useTabParam(tabs);

  const panel = () => {
    switch (tab) {
      case 'attendance':
        return (
          <>
            <PunchCard />
            <div className="grid grid-cols-1 gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] xl:items-start">
              <RecentAttendance userId={user?.id ?? ''} />
              <MonthlyAttendance userId={user?.id ?? ''} />
            </div>
          </>
        );
      case 'today':
        return <TeamTodayPanel />;
      case 'leave':
        return (
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:items-start">
            <LeaveForm />
            <OwnLeaveList />
          </div>
        );
      case 'holidays':
        return <HolidaysPanel siteOptions={canAdminister ? admin.siteOptions : undefined} />;
      case 'shifts':
        return <ShiftsPanel options={canAdminister ? admin : undefined} />;
      case 'reports':
        return <ReportsPanel siteOptions={admin.siteOptions} userOptions={admin.userOptions} />;
      default:
        return null;
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl">
      {/* The header names the page on a phone; there the punch buttons come first. */}
      <div className="sr-only sm:not-sr-only sm:mb-5">
        <PageHeading>{t('attendance.title')}</PageHeading>
        <p className="text-sm text-slate-600">
          {!canPunch
            ? t('attendance.readOnly')
            : canManageTeam
              ? t('attendance.subtitleTeam')
              : t('attendance.subtitle')}
        </p>
      </div>
      <div className="space-y-4 sm:space-y-5">
        {!canPunch && (
          <p className="text-sm text-slate-600 sm:hidden">{t('attendance.readOnly')}</p>
        )}
        <Tabs
          wrap
          label={t('attendance.sectionsLabel')}
          tabs={tabs}
          selected={tab}
          onSelect={select}
        >
          {panel()}
        </Tabs>
      </div>
    </div>
  );
}
