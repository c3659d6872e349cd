import type { WorkOrderRecord } from '@cmms/shared/work-order-record';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { StatusPanel } from '../../../components/status-panel';
import { ButtonLink } from '../../../components/ui/button-link';
import { KeptNotice, NotKeptMessage } from '../../../components/ui/kept-notice';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { useQueuedChanges } from '../../../lib/offline';
import { useKeptAnswer } from '../../../lib/offline/kept-answer';
import { useSession } from '../../../lib/session';
import { usePrefetchMaterialChoices, useWorkOrderRecord } from '../api/work-order-record';
import { workOrderKeys } from '../api/work-orders';
import { CostSection } from '../components/record/cost-section';
import { PartsSection } from '../components/record/parts-section';
import { RecordHeader } from '../components/record/record-header';
import { TimeSection } from '../components/record/time-section';
import { TimelineSection } from '../components/record/timeline-section';
import { completionPhotoMissing } from '../lib/completion-photo';
import { useTasksAsQueued } from '../lib/queued-status';
import { waitingRecordOf } from '../lib/record-changes';
import { taskSignal } from '../lib/task-updates';
import { workOrdersPath } from '../lib/work-order-filters';
import { rowActionsFor } from '../lib/work-order-permissions';

/**
 * The work order as the record of the work (issue 33): what happened and what was said, the time
 * people spent and the parts that went in, with their cost, from one request. On a desktop the
 * story on the left and the work on the right; on a phone one column, the timer first.
 */
export function WorkOrderPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const userId = session?.user.id ?? '';
  const backTo = workOrdersPath(session?.user.role ?? '');
  const record = useWorkOrderRecord(userId, id);
  const kept = useKeptAnswer(record);
  const queryClient = useQueryClient();

  // Another tab changed a work order: this one reads the record again.
  useEffect(
    () =>
      taskSignal.subscribe(() => {
        void queryClient.invalidateQueries(
          { queryKey: workOrderKeys.all },
          { cancelRefetch: false },
        );
      }),
    [queryClient],
  );

  const back = (
    <ButtonLink variant="secondary" to={backTo}>
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
      {t('workOrderPage.backToList')}
    </ButtonLink>
  );

  if (record.data) {
    return <RecordView record={record.data} userId={userId} backTo={backTo} keptAt={kept.keptAt} />;
  }
  if (kept.notKept) return <NotKeptMessage />;
  if (record.isError) {
    const missing =
      record.error instanceof ApiError &&
      (record.error.status === 404 || record.error.status === 400);
    return missing ? (
      <StatusPanel
        tone="neutral"
        icon={<SearchX className="size-6" aria-hidden />}
        title={t('workOrders.notFound')}
        actions={back}
      />
    ) : (
      <StatusPanel
        tone="danger"
        icon={<CircleAlert className="size-6" aria-hidden />}
        title={t('workOrders.detailFailed')}
        actions={back}
      />
    );
  }
  return <ScreenLoading label={t('workOrders.loadingOne')} />;
}

function RecordView({
  record,
  userId,
  backTo,
  keptAt,
}: {
  record: WorkOrderRecord;
  userId: string;
  backTo: string;
  keptAt: number | null;
}) {
  const user = useSession()?.user ?? null;
  const asQueued = useTasksAsQueued();
  const queued = useQueuedChanges();
  const waiting = waitingRecordOf(queued, record.task.id, record.time.running);
  const canComplete = rowActionsFor(user, asQueued(record.task)).complete;
  usePrefetchMaterialChoices(userId, record.task.siteId, record.can.work);

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <RecordHeader
        task={record.task}
        backTo={backTo}
        canComplete={canComplete}
        photoRequired={completionPhotoMissing(record, waiting.attachments)}
      />
      {keptAt !== null && <KeptNotice at={keptAt} />}
      {/* One column on a phone, in the order of the work; two from lg, the timeline on the
          left across every row and the time, parts and cost stacked on the right. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)] lg:grid-rows-[auto_auto_auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <TimeSection record={record} timer={waiting.timer} waiting={waiting.entries} />
        </div>
        <div className="lg:col-start-1 lg:row-span-4 lg:row-start-1">
          <TimelineSection
            record={record}
            waiting={waiting.comments}
            waitingFiles={waiting.attachments}
            userId={userId}
          />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <PartsSection record={record} userId={userId} waiting={waiting.parts} />
        </div>
        {record.cost && (
          <div className="lg:col-start-2 lg:row-start-3">
            <CostSection cost={record.cost} />
          </div>
        )}
      </div>
    </div>
  );
}
