import { attendanceTexts } from '@cmms/shared/attendance';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { type TabItem, Tabs, useTabParam } from '../../../components/ui/tabs';
import { HolidaysPanel } from '../components/holidays-panel';
import { RecordsPanel } from '../components/records-panel';
import { ShiftsPanel } from '../components/shifts-panel';
import { useAdminOptions } from '../lib/use-admin-options';

type TabId = 'records' | 'holidays' | 'shifts';
const TABS: TabItem<TabId>[] = [
  { id: 'records', label: 'Attendance Records' },
  { id: 'holidays', label: 'Holidays' },
  { id: 'shifts', label: 'Shifts' },
];

/**
 * Admin attendance management (requirements/attendance.md#screens, admin and superadmin): every user's records, and
 * the holidays and shifts with their add forms (the same panels as the attendance screen).
 */
export function AdminAttendancePage() {
  const options = useAdminOptions(true);
  const [tab, select] = useTabParam(TABS);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader title="Attendance Management">
        <p className="text-sm text-slate-600">{attendanceTexts.adminSubtitle}</p>
      </PageHeader>
      <Tabs
        label="Attendance management"
        tabs={TABS}
        selected={tab}
        onSelect={select}
        between={
          options.failed && (
            <FormAlert
              tone="warning"
              message="Failed to load the sites or users for the filters."
            />
          )
        }
      >
        {tab === 'records' && <RecordsPanel {...options} />}
        {tab === 'holidays' && <HolidaysPanel siteOptions={options.siteOptions} />}
        {tab === 'shifts' && <ShiftsPanel options={options} />}
      </Tabs>
    </div>
  );
}
