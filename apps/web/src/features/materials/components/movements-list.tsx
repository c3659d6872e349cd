import type { Movement } from '@cmms/shared/materials';
import { clsx } from 'clsx';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { useMovements } from '../api/materials';
import { MOVEMENT_LABELS } from '../lib/material-messages';
import { requestDateText } from '../lib/request-status';
import { quantityText } from '../lib/stock-level';

type Props = {
  materialId: string;
  unit: string;
  offset: number;
  pageSize: number;
  onPage(offset: number): void;
};

/** '+5' in, '−3' out: the sign says which way the stock moved. */
const deltaText = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0');

/** One page of the ledger, a row per movement; the same on a phone and a desk. */
export function MovementsList({ materialId, unit, offset, pageSize, onPage }: Props) {
  const list = useMovements(materialId, offset);
  if (list.isPending) return <ScreenLoading label={t('materials.loadingData')} />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        message={serverReasonOr(list.error, t('materials.loadMovementsFailed'))}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data ?? { items: [], total: 0 };
  if (page.items.length === 0) return <ListMessage>{t('materials.noMovements')}</ListMessage>;
  return (
    <div className="space-y-4">
      <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {page.items.map((movement) => (
          <MovementRow key={movement.id} movement={movement} unit={unit} />
        ))}
      </ol>
      <Pager
        offset={offset}
        pageSize={pageSize}
        total={page.total}
        noun={t('materials.nounMovements')}
        onChange={onPage}
      />
    </div>
  );
}

function MovementRow({ movement, unit }: { movement: Movement; unit: string }) {
  return (
    <li className="flex items-start justify-between gap-3 px-3 py-2.5 text-sm">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{t(MOVEMENT_LABELS[movement.kind])}</p>
        {movement.note && <p className="wrap-anywhere text-slate-600">{movement.note}</p>}
        <p className="text-xs text-slate-500">
          {requestDateText(movement.createdAt)}
          {movement.user && <> · {movement.user.name}</>}
        </p>
      </div>
      <div className="shrink-0 text-end">
        <p
          className={clsx(
            'font-semibold tabular-nums',
            movement.delta < 0 ? 'text-red-700' : 'text-emerald-700',
          )}
        >
          {deltaText(movement.delta)}
        </p>
        <p className="text-xs whitespace-nowrap text-slate-500">
          {t('materials.quantityAfter', { quantity: quantityText(movement.quantityAfter, unit) })}
        </p>
      </div>
    </li>
  );
}
