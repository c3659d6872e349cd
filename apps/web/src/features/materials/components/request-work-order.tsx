import type { MaterialRequest } from '@cmms/shared/materials';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n/i18n';
import { workOrderRecordPath } from '../../work-orders/public';

/**
 * The work order a request is for (issue 33): a link to its record, or only its number once it
 * was deleted. Nothing for a request made for no work order.
 */
export function RequestWorkOrder({ workOrder }: { workOrder: MaterialRequest['workOrder'] }) {
  if (!workOrder) return null;
  const text = t('materials.forWorkOrder', { number: workOrder.workOrderNumber });
  return (
    <p className="mt-1 text-xs text-slate-500">
      {workOrder.id ? (
        <Link
          to={workOrderRecordPath(workOrder.id)}
          className="font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:underline"
        >
          {text}
        </Link>
      ) : (
        text
      )}
    </p>
  );
}
