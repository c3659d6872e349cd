import type { LeaveRequest } from '@cmms/shared/attendance';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import {
  type LeaveDecisionInput,
  PENDING_PAGE_SIZE,
  type useManageLeave,
  usePendingLeave,
  type useProcessLeave,
} from '../api/leave';
import { failureMessage } from '../lib/errors';
import { useFlash } from '../lib/use-flash';
import { LeaveRequestCard } from './leave-request-card';
import { RejectLeaveDialog } from './reject-leave-dialog';

type Decide = ReturnType<typeof useProcessLeave> | ReturnType<typeof useManageLeave>;

/**
 * The pending leave requests the approver may decide on, of the header's site (`siteId`; null,
 * all the approver's sites; the caller keys the list by it, so another site starts at the first
 * page), a page at a time, with Approve and Reject sent through `decide`
 * (each approval screen has its own call). Approve is one tap; Reject asks to confirm, and
 * why (issue 30). The outcome shows in a banner that clears after 3 s.
 */
export function PendingLeaveList({
  title,
  decide,
  siteId,
}: {
  title: string;
  decide: Decide;
  siteId: string | null;
}) {
  const [offset, setOffset] = useState(0);
  const pending = usePendingLeave(offset, siteId);
  const [flash, showFlash] = useFlash();
  const [deciding, setDeciding] = useState<{ id: string; approve: boolean } | null>(null);
  const [rejecting, setRejecting] = useState<LeaveRequest | null>(null);

  // The last one on a later page was decided: step back rather than show an empty page.
  const emptyPage = pending.data?.items.length === 0 && offset > 0;
  useEffect(() => {
    if (emptyPage) setOffset((now) => Math.max(0, now - PENDING_PAGE_SIZE));
  }, [emptyPage]);

  const send = (input: LeaveDecisionInput) => {
    setDeciding(input);
    decide.mutate(input, {
      onSuccess: () =>
        showFlash(
          'success',
          input.approve ? t('attendance.leaveApproved') : t('attendance.leaveRejected'),
        ),
      onError: (error) =>
        showFlash('error', failureMessage(error, t('attendance.saveDecisionFailed'))),
      onSettled: () => {
        setDeciding(null);
        setRejecting(null);
      },
    });
  };

  const content = () => {
    if (pending.isPending) return <ScreenLoading label={t('attendance.loadingLeave')} />;
    if (pending.isError && !pending.data) {
      return (
        <LoadFailed
          message={t('attendance.fetchLeaveFailed')}
          retrying={pending.isFetching}
          onRetry={() => void pending.refetch()}
        />
      );
    }
    const { items, total } = pending.data;
    if (emptyPage) return <ScreenLoading label={t('attendance.loadingLeave')} />;
    if (items.length === 0) return <ListMessage>{t('attendance.noPending')}</ListMessage>;
    return (
      <div className="space-y-4">
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {items.map((request) => (
            <li key={request.id}>
              <LeaveRequestCard
                request={request}
                deciding={
                  deciding?.id === request.id ? (deciding.approve ? 'approve' : 'reject') : null
                }
                disabled={deciding !== null}
                onDecide={(approve) =>
                  approve ? send({ id: request.id, approve }) : setRejecting(request)
                }
              />
            </li>
          ))}
        </ul>
        <Pager
          offset={offset}
          pageSize={PENDING_PAGE_SIZE}
          total={total}
          noun={t('attendance.requestsNoun', { count: total })}
          onChange={setOffset}
        />
      </div>
    );
  };

  return (
    <section className="space-y-4" aria-labelledby="pending-leave-title">
      <h2 id="pending-leave-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <FormAlert tone={flash?.tone} message={flash?.message} />
      {content()}
      <RejectLeaveDialog
        request={rejecting}
        busy={deciding !== null}
        onReject={(note) => rejecting && send({ id: rejecting.id, approve: false, note })}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}
