import { clsx } from 'clsx';
import {
  AlarmClock,
  Bell,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarX,
  ClipboardList,
  FileWarning,
  Inbox,
  ListChecks,
  type LucideIcon,
  Package,
  PackageX,
  RefreshCw,
  ShieldAlert,
  UserCheck,
} from 'lucide-react';

/** requirements/notifications.md#records: each server type has its own icon; 'admin' marks an admin notification. */
const icons: Record<string, [LucideIcon, string]> = {
  task_assignment: [ClipboardList, 'bg-brand-50 text-brand-700'],
  task_update: [RefreshCw, 'bg-sky-50 text-sky-700'],
  leave_approval: [CalendarCheck, 'bg-emerald-50 text-emerald-700'],
  leave_rejection: [CalendarX, 'bg-red-50 text-red-700'],
  site_assignment: [Building2, 'bg-violet-50 text-violet-700'],
  account_approved: [UserCheck, 'bg-emerald-50 text-emerald-700'],
  checklist_assignment: [ListChecks, 'bg-teal-50 text-teal-700'],
  leave_request: [CalendarClock, 'bg-amber-50 text-amber-700'],
  material_request: [Package, 'bg-indigo-50 text-indigo-700'],
  low_stock: [PackageX, 'bg-red-50 text-red-700'],
  pm_unassigned: [CalendarClock, 'bg-amber-50 text-amber-700'],
  document_expiring: [FileWarning, 'bg-amber-50 text-amber-700'],
  task_escalated: [AlarmClock, 'bg-red-50 text-red-700'],
  material_request_waiting: [Package, 'bg-amber-50 text-amber-700'],
  // A request of the portal (issue 35), as the Requests menu entry shows it.
  work_request: [Inbox, 'bg-orange-50 text-orange-700'],
  admin: [ShieldAlert, 'bg-amber-50 text-amber-800'],
};

export function NotificationIcon({ type }: { type: string }) {
  const [Icon, tone] = icons[type] ?? [Bell, 'bg-slate-100 text-slate-600'];
  return (
    <div className={clsx('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
      <Icon className="size-4.5" aria-hidden />
    </div>
  );
}
