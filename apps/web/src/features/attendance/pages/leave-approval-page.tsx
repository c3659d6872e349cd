import { useProcessLeave } from '../api/leave';
import { PendingLeaveList } from '../components/pending-leave-list';

/** Leave approval (doc 002 §2.4): the pending requests, approved or rejected through PATCH. */
export function LeaveApprovalPage() {
  const decide = useProcessLeave();
  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Leave Approval</h1>
        <p className="text-sm text-slate-600">Approve or reject your team’s leave requests.</p>
      </div>
      <PendingLeaveList title="Pending Leave Requests" decide={decide} />
    </div>
  );
}
