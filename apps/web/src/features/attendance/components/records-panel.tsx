import type { AttendanceRecord } from '@cmms/shared/attendance';
import { FileDown, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { ApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import type { RecordFilters } from '../api/attendance-keys';
import { downloadCsv, downloadPdf, RECORDS_PAGE_SIZE, useAttendanceRecords } from '../api/records';
import { defaultRange } from '../lib/dates';
import { reasonOf } from '../lib/errors';
import type { Option } from '../lib/use-admin-options';
import { useFlash } from '../lib/use-flash';
import { RecordEditDialog } from './record-edit-dialog';
import { RecordsFilterForm } from './records-filter-form';
import { RecordsList } from './records-list';

const initialFilters = (): RecordFilters => ({ ...defaultRange(), siteId: '', userId: '' });

/** What a failed PDF says (requirements/attendance.md#errors): a server without PDF reports is 'not available'. */
const pdfFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 501)
    ? t('attendance.pdfUnavailable')
    : t('attendance.pdfFailed', { error: reasonOf(error) });

/**
 * The Attendance Records tab (requirements/attendance.md#screens): filter, download what the filter finds as CSV or PDF, read
 * it a page at a time, and edit a record.
 */
export function RecordsPanel({
  siteOptions,
  userOptions,
}: {
  siteOptions: Option[];
  userOptions: Option[];
}) {
  const [defaults] = useState(initialFilters);
  const [paging, setPaging] = useState({ filters: defaults, offset: 0 });
  const records = useAttendanceRecords(paging.filters, paging.offset);
  const [editing, setEditing] = useState<AttendanceRecord | null>(null);
  const [flash, showFlash] = useFlash();
  const [working, setWorking] = useState<'csv' | 'pdf' | null>(null);

  const download = async (kind: 'csv' | 'pdf') => {
    if (records.data?.total === 0) {
      notify.warning(t('attendance.noRecordsToExport'));
      return;
    }
    setWorking(kind);
    try {
      await (kind === 'csv' ? downloadCsv : downloadPdf)(paging.filters);
      const csv = kind === 'csv';
      notify.success(csv ? t('attendance.recordsDownloaded') : t('attendance.reportDownloaded'));
    } catch (error) {
      const csv = kind === 'csv';
      notify.error(
        csv ? t('attendance.adminDownloadFailed', { error: reasonOf(error) }) : pdfFailure(error),
      );
    } finally {
      setWorking(null);
    }
  };

  const content = () => {
    if (records.isPending) return <ScreenLoading label={t('attendance.loadingRecords')} />;
    if (records.isError && !records.data) {
      return (
        <LoadFailed
          message={t('attendance.adminFetchFailed', { error: reasonOf(records.error) })}
          retrying={records.isFetching}
          onRetry={() => void records.refetch()}
        />
      );
    }
    const { items, total } = records.data;
    if (items.length === 0) return <ListMessage>{t('attendance.noRecords')}</ListMessage>;
    return (
      <div className="space-y-4">
        {records.isError && (
          <FormAlert
            message={t('attendance.adminFetchFailed', { error: reasonOf(records.error) })}
          />
        )}
        <RecordsList records={items} onEdit={setEditing} />
        <Pager
          offset={paging.offset}
          pageSize={RECORDS_PAGE_SIZE}
          total={total}
          noun={t('attendance.recordsNoun', { count: total })}
          onChange={(offset) => setPaging((now) => ({ ...now, offset }))}
        />
      </div>
    );
  };

  return (
    <>
      <RecordsFilterForm
        applied={paging.filters}
        defaults={defaults}
        siteOptions={siteOptions}
        userOptions={userOptions}
        onApply={(filters) => setPaging({ filters, offset: 0 })}
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          icon={<FileDown className="size-4" aria-hidden />}
          loading={working === 'csv'}
          disabled={working !== null || records.isPending}
          onClick={() => void download('csv')}
        >
          {t('attendance.downloadCsv')}
        </Button>
        <Button
          variant="secondary"
          icon={<FileText className="size-4" aria-hidden />}
          loading={working === 'pdf'}
          disabled={working !== null || records.isPending}
          onClick={() => void download('pdf')}
        >
          {t('attendance.downloadPdf')}
        </Button>
      </div>
      <FormAlert tone="success" message={flash?.message} />
      {content()}
      <RecordEditDialog
        record={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          showFlash('success', t('attendance.recordUpdated'));
        }}
      />
    </>
  );
}
