import type { LeaveRequest } from '@cmms/shared/attendance';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { formatInstant } from '../lib/dates';
import { LeaveSummaryLine } from './leave-summary-line';

/** A pending request with who asks, what for, and Approve and Reject. */
export function LeaveRequestCard({
  request,
  deciding,
  disabled,
  onDecide,
}: {
  request: LeaveRequest;
  /** The decision being sent for this request, if any. */
  deciding: 'approve' | 'reject' | null;
  disabled: boolean;
  onDecide(approve: boolean): void;
}) {
  return (
    <article className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h3 className="font-semibold text-slate-900">
          {request.user.name}{' '}
          <span className="text-sm font-normal text-slate-600">
            ({roleLabel(request.user.role)})
          </span>
        </h3>
        <p className="text-sm break-all text-slate-600">{request.user.email}</p>
      </div>
      <LeaveSummaryLine request={request} />
      <p className="text-sm wrap-anywhere whitespace-pre-line text-slate-700">{request.reason}</p>
      <p className="text-xs text-slate-500">
        {t('attendance.requestedAt', { when: formatInstant(request.createdAt) })}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          icon={<X className="size-4" aria-hidden />}
          loading={deciding === 'reject'}
          disabled={disabled}
          aria-label={t('attendance.rejectLeaveOf', { name: request.user.name })}
          onClick={() => onDecide(false)}
        >
          {t('attendance.reject')}
        </Button>
        <Button
          icon={<Check className="size-4" aria-hidden />}
          loading={deciding === 'approve'}
          disabled={disabled}
          aria-label={t('attendance.approveLeaveOf', { name: request.user.name })}
          onClick={() => onDecide(true)}
        >
          {t('attendance.approve')}
        </Button>
      </div>
    </article>
  );
}
