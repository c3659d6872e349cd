import type { Pm } from '@cmms/shared/pm';
import { TriangleAlert, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { statusLabel, workOrdersPath } from '../../work-orders/public';

/**
 * What the PM's schedule has produced: the work order still open (a link to it), and why the
 * last one could not be made, if so (an assignee who has left the site), as a warning.
 */
export function PmWorkOrderLine({ pm }: { pm: Pick<Pm, 'openWorkOrder' | 'generationError'> }) {
  const role = useSession()?.user.role ?? '';
  const open = pm.openWorkOrder;
  if (!open && !pm.generationError) return null;
  return (
    <div className="mt-1 space-y-1 text-xs">
      {open && (
        <Link
          to={workOrdersPath(role, { taskId: open.id })}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline sm:min-h-0"
        >
          <Wrench className="size-3.5 shrink-0" aria-hidden />
          <span>
            {t('pm.workOrder')} <span className="font-mono">{open.workOrderNumber}</span> ·{' '}
            {statusLabel(open.status)}
          </span>
        </Link>
      )}
      {pm.generationError && (
        <p role="note" className="flex items-start gap-1 font-medium text-amber-800">
          <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
          <span className="wrap-anywhere">{pm.generationError}</span>
        </p>
      )}
    </div>
  );
}
