import type { ItemKind } from '@cmms/shared/checklists';
import { ArrowUp, Camera, Check, Lock, Minus, NotebookPen, Wrench, X } from 'lucide-react';
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

/**
 * What the cells' looks mean, under the grid; the looks of values (issue 33) when the checklist
 * has items of those kinds.
 */
export function GridLegend({
  kinds = new Set<ItemKind>(['tick']),
  photos = false,
}: {
  kinds?: ReadonlySet<ItemKind>;
  /** Some cell has photos (issue 33): their mark is explained. */
  photos?: boolean;
}) {
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
      {photos && (
        <Entry
          box={
            <span className="flex size-4.5 items-center justify-center rounded-full bg-sky-700 text-white">
              <Camera className="size-2.5" aria-hidden />
            </span>
          }
        >
          {t('checklists.grid.legendPhotos')}
        </Entry>
      )}
      {kinds.has('pass_fail') && (
        <>
          <Entry
            box={
              <span className="flex size-5 items-center justify-center rounded border-2 border-emerald-600 bg-emerald-50 text-emerald-700">
                <Check className="size-3" strokeWidth={3} aria-hidden />
              </span>
            }
          >
            {t('checklists.values.pass')}
          </Entry>
          <Entry
            box={
              <span className="flex size-5 items-center justify-center rounded bg-red-600 text-white">
                <X className="size-3.5" strokeWidth={3} aria-hidden />
              </span>
            }
          >
            {t('checklists.values.fail')}
          </Entry>
          <Entry
            box={
              <span className="flex size-5 items-center justify-center rounded border border-slate-400 bg-slate-200 text-slate-700">
                <Minus className="size-3.5" strokeWidth={3} aria-hidden />
              </span>
            }
          >
            {t('checklists.values.na')}
          </Entry>
        </>
      )}
      {kinds.has('reading') && (
        <Entry
          box={
            <span className="flex size-5 items-center justify-center rounded border-2 border-red-600 bg-red-50 text-red-800">
              <ArrowUp className="size-3" strokeWidth={3} aria-hidden />
            </span>
          }
        >
          {t('checklists.grid.legendOutOfRange')}
        </Entry>
      )}
      {kinds.has('note') && (
        <Entry
          box={
            <span className="flex size-5 items-center justify-center rounded border-2 border-sky-600 bg-sky-50 text-sky-800">
              <NotebookPen className="size-3" aria-hidden />
            </span>
          }
        >
          {t('checklists.grid.legendNote')}
        </Entry>
      )}
    </ul>
  );
}
