import { Check, Lock, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';

function Entry({ box, children }: { box: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      {box}
      {children}
    </li>
  );
}

/** What the cells' looks mean, under the grid. */
export function GridLegend() {
  return (
    <ul
      className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600"
      aria-label={t('checklists.grid.legend')}
    >
      <Entry box={<span className="size-5 rounded border-2 border-slate-300 bg-white" />}>
        {t('checklists.stateInitial')}
      </Entry>
      <Entry
        box={
          <span className="flex size-5 flex-col justify-end overflow-hidden rounded border-2 border-amber-500 bg-amber-50">
            <span className="h-1/2 bg-amber-500" />
          </span>
        }
      >
        {t('checklists.stateInProgress')}
      </Entry>
      <Entry
        box={
          <span className="flex size-5 items-center justify-center rounded bg-emerald-600 text-white">
            <Check className="size-3.5" strokeWidth={3} aria-hidden />
          </span>
        }
      >
        {t('checklists.stateCompleted')}
      </Entry>
      <Entry
        box={
          <span className="flex size-5 items-center justify-center rounded bg-emerald-700 text-white">
            <Lock className="size-3" aria-hidden />
          </span>
        }
      >
        {t('checklists.grid.legendLocked')}
      </Entry>
      <Entry
        box={
          <span className="flex size-4.5 items-center justify-center rounded-full bg-indigo-600 text-white">
            <Wrench className="size-2.5" aria-hidden />
          </span>
        }
      >
        {t('checklists.grid.legendWorkOrder')}
      </Entry>
    </ul>
  );
}
