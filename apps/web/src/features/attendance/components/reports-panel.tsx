import { attendanceTexts } from '@cmms/shared/attendance';
import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
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
      notify.success(
        kind === 'csv' ? attendanceTexts.recordsDownloaded : attendanceTexts.reportDownloaded,
      );
    } catch (error) {
      const fallback =
        kind === 'csv' ? attendanceTexts.downloadCsvFailed : attendanceTexts.downloadPdfFailed;
      notify.error(failureMessage(error, fallback));
    } finally {
      setWorking(null);
    }
  };

  return (
    <SectionCard title="Attendance Reports">
      <div className="space-y-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField
            label="Month"
            type="month"
            required
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
          />
          <SelectField
            label="User"
            options={[{ value: '', label: attendanceTexts.allUsers }, ...userOptions]}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          />
          <SelectField
            label="Site"
            options={[{ value: '', label: attendanceTexts.allSites }, ...siteOptions]}
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
            Download CSV
          </Button>
          <Button
            icon={<FileText className="size-4" aria-hidden />}
            loading={working === 'pdf'}
            disabled={working !== null}
            onClick={() => void download('pdf')}
          >
            Download PDF
          </Button>
        </div>
      </div>
    </SectionCard>
  );
}
