import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { downloadCsv, downloadPdf } from '../api/records';
import { localMonthOf } from '../lib/dates';
import { failureMessage } from '../lib/errors';
import type { Option } from '../lib/use-admin-options';

/** The Reports tab (requirements/attendance.md#screens, admins): a month's attendance as CSV or PDF, by user and site. */
export function ReportsPanel({
  siteOptions,
  userOptions,
}: {
  siteOptions: Option[];
  userOptions: Option[];
}) {
  const [month, setMonth] = useState(localMonthOf(new Date()));
  const [siteId, setSiteId] = useState('');
  const [userId, setUserId] = useState('');
  const [working, setWorking] = useState<'csv' | 'pdf' | null>(null);

  const download = async (kind: 'csv' | 'pdf') => {
    setWorking(kind);
    try {
      await (kind === 'csv' ? downloadCsv : downloadPdf)({ month, siteId, userId });
      const csv = kind === 'csv';
      notify.success(csv ? t('attendance.recordsDownloaded') : t('attendance.reportDownloaded'));
    } catch (error) {
      const fallback =
        kind === 'csv' ? t('attendance.downloadCsvFailed') : t('attendance.downloadPdfFailed');
      notify.error(failureMessage(error, fallback));
    } finally {
      setWorking(null);
    }
  };

  return (
    <SectionCard title={t('attendance.reportsTitle')}>
      <div className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label={t('attendance.month')}
            type="month"
            required
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
          />
          <SelectField
            label={t('attendance.user')}
            options={[{ value: '', label: t('attendance.allUsers') }, ...userOptions]}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          />
          <SelectField
            label={t('attendance.site')}
            options={[{ value: '', label: t('attendance.allSites') }, ...siteOptions]}
            value={siteId}
            onChange={(event) => setSiteId(event.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button
            variant="secondary"
            icon={<FileDown className="size-4" aria-hidden />}
            loading={working === 'csv'}
            disabled={working !== null}
            onClick={() => void download('csv')}
          >
            {t('attendance.downloadCsv')}
          </Button>
          <Button
            icon={<FileText className="size-4" aria-hidden />}
            loading={working === 'pdf'}
            disabled={working !== null}
            onClick={() => void download('pdf')}
          >
            {t('attendance.downloadPdf')}
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
