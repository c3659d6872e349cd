import { TriangleAlert } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import { formatDueDate } from '../lib/work-order-display';

/** The due date, and for overdue work an 'Overdue' marker: an icon and the word, in red. */
export function DueDate({ dueDate, overdue }: { dueDate: string; overdue: boolean }) {
  return (
    <span className="inline-flex flex-col gap-0.5">
      <time dateTime={dueDate} className="whitespace-nowrap">
        {formatDueDate(dueDate)}
      </time>
      {overdue && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap text-red-700">
          <TriangleAlert className="size-3.5" aria-hidden />
          {t('workOrders.overdue')}
        </span>
      )}
    </span>
  );
}
