import type { Asset } from '@cmms/shared/assets';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { placeSlots, slot } from '../../../lib/placed-text';

/**
 * The question with the asset's name in bold and its number in monospace, wherever the reader's
 * language puts them.
 */
const question = (asset: Asset): ReactNode =>
  placeSlots(t('assets.createdQuestion', { name: slot('name'), number: slot('number') }), {
    name: <span className="font-semibold text-slate-800">{asset.name}</span>,
    number: <span className="font-mono whitespace-nowrap">{asset.assetNumber}</span>,
  });

/** requirements/assets.md#screens, #states: after a creation, Generate QR Code or Finish. */
export function AssetCreatedDialog({
  asset,
  canQr,
  onQr,
  onFinish,
}: {
  asset: Asset | null;
  /** Whether the user may see QR codes; without it only Finish remains. */
  canQr: boolean;
  onQr(asset: Asset): void;
  onFinish(): void;
}) {
  return (
    <ConfirmDialog
      open={asset !== null && canQr}
      title={t('assets.createdTitle')}
      description={asset ? question(asset) : ''}
      confirmLabel={t('assets.generateQr')}
      cancelLabel={t('assets.finish')}
      onConfirm={() => asset && onQr(asset)}
      onCancel={onFinish}
    />
  );
}
