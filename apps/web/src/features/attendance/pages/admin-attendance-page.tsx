import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { type TabItem, Tabs, useTabParam } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n/i18n';
import { HolidaysPanel } from '../components/holidays-panel';
import { RecordsPanel } from '../components/records-panel';
import { ShiftsPanel } from '../components/shifts-panel';
import { useAdminOptions } from '../lib/use-admin-options';

type TabId = 'records' | 'holidays' | 'shifts';
const tabs = (): TabItem<TabId>[] => [
  { id: 'records', label: t('attendance.recordsTab') },
  { id: 'holidays', label: t('attendance.holidaysTitle') },
  { id: 'shifts', label: t('attendance.shiftsTitle') },
];

/**
 * Admin attendance management (requirements/attendance.md#screens, admin and superadmin): every user's records, and
 * the holidays and shifts with their add forms (the same panels as the attendance screen).
 */
export function AdminAttendancePage() {
  const options = useAdminOptions(true);
  const items = tabs();
  const [tab, select] = useTabParam(items);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader title={t('attendance.managementTitle')}>
        <p className="text-sm text-slate-600">{t('attendance.adminSubtitle')}</p>
      </PageHeader>
      <Tabs
        label={t('attendance.managementTabs')}
        tabs={items}
        selected={tab}
        onSelect={select}
        between={
          options.failed && <FormAlert tone="warning" message={t('attendance.optionsFailed')} />
        }
      >
        {tab === 'records' && <RecordsPanel {...options} />}
        {tab === 'holidays' && <HolidaysPanel siteOptions={options.siteOptions} />}
        {tab === 'shifts' && <ShiftsPanel options={options} />}
      </Tabs>
    </div>
  );
}
