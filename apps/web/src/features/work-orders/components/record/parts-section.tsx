import { quantityMessage } from '@cmms/shared/materials';
import type { PartLine, WorkOrderRecord } from '@cmms/shared/work-order-record';
import { PackagePlus, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from '../../../../components/ui/section-card';
import { render, t } from '../../../../lib/i18n/i18n';
import { moneyText } from '../../../../lib/i18n/money-text';
import { changeText } from '../../../../lib/offline';
import type { WaitingPart } from '../../lib/record-changes';
import { PartDialog, type PartDialogMode } from './part-dialog';
import { WaitingBadge } from './waiting-badge';

const amount = (quantity: number, unit: string) => render(quantityMessage(quantity, unit));

function PartRow({
  line,
  currency,
  canReturn,
  onReturn,
}: {
  line: PartLine;
  currency: string | null;
  canReturn: boolean;
  onReturn(): void;
}) {
  const { material } = line;
  return (
    <li className="space-y-1 py-2.5">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm font-semibold wrap-anywhere text-slate-900">
          {material.name}
        </p>
        {currency && line.cost !== null && (
          <p className="shrink-0 text-sm font-semibold text-slate-900">
            {moneyText(line.cost, currency)}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {(
          [
            [t('workOrderPage.issued'), line.issued],
            [t('workOrderPage.returned'), line.returned],
            [t('workOrderPage.used'), line.used],
          ] as const
        ).map(([label, quantity]) => (
          <div key={label} className="min-w-0">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-800">{amount(quantity, material.unit)}</dd>
          </div>
        ))}
      </dl>
      {canReturn && line.used > 0 && (
        <button
          type="button"
          aria-label={t('workOrderPage.returnOfMaterial', { material: material.name })}
          className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-xs font-medium text-brand-700 hover:bg-brand-50"
          onClick={onReturn}
        >
          <Undo2 className="size-3.5 rtl:-scale-x-100" aria-hidden />
          {t('workOrderPage.returnPart')}
        </button>
      )}
    </li>
  );
}

/** The parts that went into the work: issued, returned and used per material, and their cost. */
export function PartsSection({
  record,
  userId,
  waiting,
}: {
  record: WorkOrderRecord;
  userId: string;
  waiting: WaitingPart[];
}) {
  const [mode, setMode] = useState<PartDialogMode | null>(null);
  const currency = record.cost?.currency ?? null;
  return (
    <SectionCard
      title={t('workOrderPage.parts')}
      actions={
        record.can.work && (
          <Button
            variant="secondary"
            icon={<PackagePlus className="size-4" aria-hidden />}
            onClick={() => setMode({ action: 'issue' })}
          >
            {t('workOrderPage.issuePart')}
          </Button>
        )
      }
    >
      {record.parts.length + waiting.length === 0 ? (
        <p className="text-sm text-slate-600">{t('workOrderPage.noParts')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {record.parts.map((line) => (
            <PartRow
              key={line.material.id}
              line={line}
              currency={currency}
              canReturn={record.can.work}
              onReturn={() =>
                setMode({ action: 'return', material: line.material, used: line.used })
              }
            />
          ))}
          {waiting.map((part) => (
            <li key={part.id} className="space-y-1 py-2.5 text-sm">
              <p className="wrap-anywhere text-slate-800">{changeText(part.summary)}</p>
              <WaitingBadge state={part.state} reason={part.reason} />
            </li>
          ))}
        </ul>
      )}
      {record.can.work && (
        <PartDialog task={record.task} userId={userId} mode={mode} onClose={() => setMode(null)} />
      )}
    </SectionCard>
  );
}
