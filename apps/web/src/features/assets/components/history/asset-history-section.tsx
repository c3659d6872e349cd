import { useId } from 'react';
import { KeptNotice, NotKeptMessage } from '../../../../components/ui/kept-notice';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { SectionCard } from '../../../../components/ui/section-card';
import { t } from '../../../../lib/i18n/i18n';
import { useKeptAnswer } from '../../../../lib/offline/kept-answer';
import { useAssetHistory } from '../../api/asset-history';
import { useAssetAttachments } from '../../api/attachments';
import { DowntimePeriods } from './downtime-periods';
import { HistoryTiles } from './history-tiles';
import { HistoryWorkOrders } from './history-work-orders';

/**
 * The asset as its record (issue 33): its figures, downtime and warranty in one card, then its
 * work orders as a list of their own. Offline it shows what the device kept.
 */
export function AssetHistorySection({ assetId }: { assetId: string }) {
  const history = useAssetHistory(assetId);
  const kept = useKeptAnswer(history);
  // The same list the "Photos and documents" section reads: the warranty's link comes from it.
  const files = useAssetAttachments(assetId);
  const workOrdersTitle = useId();
  const data = history.data;
  const warrantyDocument = data?.warranty
    ? files.data?.find((file) => file.id === data.warranty?.attachmentId)
    : undefined;

  return (
    <>
      <SectionCard title={t('assetHistory.title')}>
        <div className="space-y-4">
          {kept.keptAt !== null && <KeptNotice at={kept.keptAt} />}
          {kept.notKept && <NotKeptMessage />}
          {kept.failed && (
            <LoadFailed
              message={t('assetHistory.loadFailed')}
              retrying={history.isFetching}
              onRetry={() => void history.refetch()}
            />
          )}
          {history.isPending && !kept.notKept && (
            <p className="text-sm text-slate-600">{t('assetHistory.loading')}</p>
          )}
          {data && (
            <>
              <HistoryTiles history={data} warrantyDocument={warrantyDocument} />
              <DowntimePeriods periods={data.downtime.periods} />
            </>
          )}
        </div>
      </SectionCard>
      {data && (
        <section aria-labelledby={workOrdersTitle} className="space-y-3">
          <h2 id={workOrdersTitle} className="text-lg font-semibold text-slate-900">
            {t('assetHistory.workOrders')}
          </h2>
          <HistoryWorkOrders history={data} />
        </section>
      )}
    </>
  );
}
