import type { UseQueryResult } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';

/**
 * One report's section as its read stands: the section once it has data (kept while another
 * period loads), what went wrong with a Retry, or, when `loading`, the spinner.
 */
export function ReportState<Data>({
  query,
  loading = false,
  children,
}: {
  query: Pick<UseQueryResult<Data>, 'data' | 'isError' | 'isFetching' | 'refetch'>;
  loading?: boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadFailed
        message={t('reports.loadFailed')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return loading ? <ScreenLoading /> : null;
}

/** A section's "Download CSV", busy while its file is on its way. */
export function CsvButton({ busy, onClick }: { busy: boolean; onClick(): void }) {
  return (
    <Button
      variant="secondary"
      icon={<FileDown className="size-4" aria-hidden />}
      loading={busy}
      onClick={onClick}
    >
      {t('reports.downloadCsv')}
    </Button>
  );
}
