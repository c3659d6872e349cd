import type { AssetHistory } from '@cmms/shared/asset-history';
import type { Attachment } from '@cmms/shared/attachments';
import { localDateOf } from '@cmms/shared/dates';
import { clsx } from 'clsx';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formats, t } from '../../../../lib/i18n/i18n';
import { moneyText } from '../../../../lib/i18n/money-text';
import { downtimeText, hoursMinutesText } from '../../lib/durations';
import { EXPIRY_TONES, warrantyBadge } from '../../lib/warranty-badge';

const badge =
  'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** One figure of the asset's record: its name, the figure, and what explains it. */
function Tile({
  term,
  value,
  detail,
  className,
}: {
  term: string;
  value: ReactNode;
  detail?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-1 text-lg font-semibold wrap-anywhere text-slate-900">{value}</dd>
      {detail && <dd className="mt-0.5 space-y-0.5 text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

function WarrantyTile({
  warranty,
  document,
  wide,
}: {
  warranty: NonNullable<AssetHistory['warranty']>;
  /** The warranty's file, to open it; absent while the files load. */
  document: Attachment | undefined;
  /** Two columns, where it would be alone on its row (no cost before it). */
  wide: boolean;
}) {
  const look = warrantyBadge(warranty, localDateOf(new Date()));
  return (
    <Tile
      term={t('assetHistory.warranty')}
      className={wide ? 'col-span-2' : undefined}
      value={<span className={clsx(badge, 'text-sm', EXPIRY_TONES[look.state])}>{look.badge}</span>}
      detail={
        <>
          <span className="block">{look.date}</span>
          {document ? (
            <a
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <FileText className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{warranty.name}</span>
            </a>
          ) : (
            <span className="block truncate">{warranty.name}</span>
          )}
        </>
      }
    />
  );
}

/**
 * The asset's figures (issue 33): its work orders and how many are open, the time and parts
 * spent, the cost for those who may see it, its downtime, and its warranty when one is on file.
 */
export function HistoryTiles({
  history,
  warrantyDocument,
}: {
  history: AssetHistory;
  warrantyDocument: Attachment | undefined;
}) {
  const { totals, downtime, warranty } = history;
  const number = (value: number) => formats().number(value);
  const money = (value: number) => moneyText(value, totals.currency);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Tile
        term={t('assetHistory.workOrders')}
        value={number(totals.workOrders)}
        detail={t('assetHistory.openCount', { count: totals.open })}
      />
      <Tile term={t('assetHistory.timeSpent')} value={hoursMinutesText(totals.minutes)} />
      <Tile term={t('assetHistory.partsUsed')} value={number(totals.partsUsed)} />
      {totals.cost !== null && (
        <Tile
          term={t('workOrderPage.cost')}
          value={money(totals.cost)}
          detail={[
            [t('workOrderPage.labour'), totals.labour],
            [t('workOrderPage.partsCost'), totals.parts],
          ].map(([label, amount]) => (
            <span key={label} className="flex justify-between gap-2">
              <span>{label}</span>
              <span className="font-medium text-slate-800">{money(Number(amount ?? 0))}</span>
            </span>
          ))}
        />
      )}
      <Tile
        term={t('assetHistory.downtime')}
        value={
          // Down now, even for a minute, reads as a time, never as "None".
          downtime.periods.length > 0 ? (
            downtimeText(downtime.minutes)
          ) : (
            <span className="text-base font-medium text-slate-600">
              {t('assetHistory.noDowntime')}
            </span>
          )
        }
        detail={
          downtime.downSince && (
            <span className="font-medium text-red-700">
              {t('assetHistory.outOfServiceSince', {
                time: formats().dateTime(downtime.downSince, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </span>
          )
        }
      />
      {warranty && (
        <WarrantyTile warranty={warranty} document={warrantyDocument} wide={totals.cost === null} />
      )}
    </dl>
  );
}
