import type { ActivityView } from '../lib/activity-view';

/** 'Just now', '5 minutes ago'...; the exact date and time on hover and for machines. */
export function ActivityTime({ entry, className }: { entry: ActivityView; className?: string }) {
  return (
    <time dateTime={entry.timestamp} title={entry.exact} className={className}>
      {entry.relative}
    </time>
  );
}
