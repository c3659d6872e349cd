import type { WorkOrderRecord } from '@cmms/shared/work-order-record';
import { Play, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { serverReasonOr } from '../../../../lib/api-error';
import { t } from '../../../../lib/i18n/i18n';
import { notify } from '../../../../lib/toast';
import { useTimer } from '../../api/work-order-record';
import type { ShownTimer } from '../../lib/record-changes';
import { formatElapsed } from '../../lib/record-time';
import { WaitingBadge } from './waiting-badge';

/** Now, once a second while `ticking`: the running timer's clock. */
function useNow(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** The caller's timer: Start or Stop, and the time since it started, ticking. */
export function TimerCard({ record, timer }: { record: WorkOrderRecord; timer: ShownTimer }) {
  const toggle = useTimer(record.task);
  const now = useNow(timer !== null);
  const press = () =>
    toggle.mutate(timer ? 'stop' : 'start', {
      onSuccess: (result) => {
        if (result.queued) notify.info(t('offline.keptOnDevice'));
      },
      onError: (error) => notify.error(serverReasonOr(error, t('workOrderPage.timerFailed'))),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3">
      <div className="min-w-0">
        <p className="text-xs font-medium text-slate-600">
          {timer ? t('workOrderPage.timerRunning') : t('workOrderPage.timerStopped')}
        </p>
        {/* Read out when started or stopped, not every second. */}
        <p
          className="font-mono text-2xl font-semibold tabular-nums text-slate-900"
          aria-live="off"
          dir="ltr"
        >
          {timer ? formatElapsed(timer.startedAt, now) : '0:00:00'}
        </p>
        {timer?.waiting && <WaitingBadge state="pending" />}
      </div>
      <Button
        variant={timer ? 'danger' : 'primary'}
        loading={toggle.isPending}
        icon={
          timer ? (
            <Square className="size-4" aria-hidden />
          ) : (
            <Play className="size-4" aria-hidden />
          )
        }
        onClick={press}
      >
        {timer ? t('workOrderPage.stopTimer') : t('workOrderPage.startTimer')}
      </Button>
    </div>
  );
}
