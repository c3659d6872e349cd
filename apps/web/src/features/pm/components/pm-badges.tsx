import { clsx } from 'clsx';
import { priorityLabel, priorityToneOf, statusBadgeToneOf, statusLabel } from '../lib/pm-display';

const badgeClass =
  'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** A PM's status as a labelled badge: the word always shows, not the colour alone. */
export function PmStatusBadge({ status }: { status: string }) {
  return <span className={clsx(badgeClass, statusBadgeToneOf(status))}>{statusLabel(status)}</span>;
}

export function PmPriorityBadge({ priority }: { priority: string }) {
  return (
    <span className={clsx(badgeClass, priorityToneOf(priority))}>{priorityLabel(priority)}</span>
  );
}
