import type { Asset } from '@cmms/shared/assets';
import { clsx } from 'clsx';
import { CircleCheck, CirclePause, Eye, Pencil, PowerOff, QrCode, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n/i18n';
import { type AssetActions, type StatusButton, statusButtonsFor } from '../lib/asset-permissions';

export interface AssetRowHandlers {
  can: AssetActions;
  /** The id of the asset whose status is being changed, if any. */
  changingId: string | null;
  onEdit(asset: Asset): void;
  onDelete(asset: Asset): void;
  onQr(asset: Asset): void;
  onStatus(asset: Asset, status: string): void;
}

export type AssetRowActionsProps = AssetRowHandlers & {
  asset: Asset;
  /** Icons in a table row; labelled buttons on a card. */
  variant: 'icons' | 'buttons';
};

const STATUS_ICONS: Record<StatusButton['status'], { icon: ReactNode; tone: string }> = {
  'On Hold': { icon: <CirclePause className="size-4" aria-hidden />, tone: 'text-amber-700' },
  Completed: { icon: <CircleCheck className="size-4" aria-hidden />, tone: 'text-violet-700' },
  'Out of Service': { icon: <PowerOff className="size-4" aria-hidden />, tone: 'text-orange-700' },
};

const iconClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 disabled:opacity-50';
const textClass =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 text-sm font-semibold shadow-sm hover:bg-slate-50 disabled:opacity-50';

/**
 * View, QR, Edit, the status buttons and Delete of one asset, each offered by the rules of
 * requirements/assets.md#who-may-do-what and named with the asset for screen readers.
 */
export function AssetRowActions({
  asset,
  variant,
  can,
  changingId,
  onEdit,
  onDelete,
  onQr,
  onStatus,
}: AssetRowActionsProps) {
  const icons = variant === 'icons';
  const busy = changingId === asset.id;
  const button = (
    label: string,
    name: string,
    icon: ReactNode,
    tone: string,
    onClick: () => void,
    withText = false,
  ) => (
    <button
      key={label}
      type="button"
      aria-label={name}
      title={withText ? undefined : label}
      disabled={busy}
      onClick={onClick}
      className={clsx(withText ? textClass : iconClass, tone)}
    >
      {icon}
      {withText && label}
    </button>
  );
  const statusButtons = statusButtonsFor(can, asset.status);

  const view = (
    <Link
      to={`/assets/${asset.id}`}
      aria-label={t('assets.viewName', { name: asset.name })}
      title={icons ? t('assets.actionView') : undefined}
      className={clsx(icons ? iconClass : textClass, 'text-brand-700')}
    >
      <Eye className="size-4" aria-hidden />
      {!icons && t('assets.actionView')}
    </Link>
  );
  const qr =
    can.qr &&
    button(
      t('assets.actionQr'),
      t('assets.qrName', { name: asset.name }),
      <QrCode className="size-4" aria-hidden />,
      'text-slate-700',
      () => onQr(asset),
    );
  const edit =
    can.manage &&
    button(
      t('assets.actionEdit'),
      t('assets.editName', { name: asset.name }),
      <Pencil className="size-4" aria-hidden />,
      'text-brand-700',
      () => onEdit(asset),
    );
  const remove =
    can.remove &&
    button(
      t('assets.actionDelete'),
      t('assets.deleteName', { name: asset.name }),
      <Trash2 className="size-4" aria-hidden />,
      'text-red-700 hover:bg-red-50',
      () => onDelete(asset),
    );
  const status = (withText: boolean) =>
    can.statusButtons.map((candidate) =>
      statusButtons.includes(candidate) ? (
        button(
          t(candidate.label),
          t(candidate.name, { name: asset.name }),
          STATUS_ICONS[candidate.status].icon,
          STATUS_ICONS[candidate.status].tone,
          () => onStatus(asset, candidate.status),
          withText,
        )
      ) : icons ? (
        // The button of the status the asset has is left out; its place stays, so the icons of
        // every row line up in columns.
        <span key={candidate.label} className="size-11 shrink-0" aria-hidden />
      ) : null,
    );

  if (icons) {
    const slots =
      1 + Number(can.qr) + Number(can.manage) + can.statusButtons.length + Number(can.remove);
    return (
      // Four to a line where the table is narrow (beside the sidebar under 1280 px), one line
      // from there.
      <div
        className={clsx(
          'flex items-center',
          slots > 4 && 'w-44 flex-wrap xl:w-auto xl:flex-nowrap',
        )}
      >
        {view}
        {qr}
        {edit}
        {status(false)}
        {remove}
      </div>
    );
  }
  // A card: View and the icons on one line, the status buttons named on the next.
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-1">
        {view}
        <div className="ms-auto flex items-center gap-1">
          {qr}
          {edit}
          {remove}
        </div>
      </div>
      {statusButtons.length > 0 && <div className="flex flex-wrap gap-2">{status(true)}</div>}
    </div>
  );
}
