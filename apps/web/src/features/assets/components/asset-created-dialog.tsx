import type { Asset } from '@cmms/shared/assets';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';

// Stands in the message for each value shown as an element: the reader's language decides where.
const MARK = '\u{E000}';

/**
 * The question with the asset's name in bold and its number in monospace, wherever the reader's
 * language puts them.
 */
function question(asset: Asset): ReactNode[] {
  const text = t('assets.createdQuestion', {
    name: `${MARK}name${MARK}`,
    number: `${MARK}number${MARK}`,
  });
  return text.split(MARK).map((part, index) => {
    const at = `${index}`;
    if (index % 2 === 0) return part;
    return part === 'name' ? (
      <span key={at} className="font-semibold text-slate-800">
        {asset.name}
      </span>
    ) : (
      <span key={at} className="font-mono whitespace-nowrap">
        {asset.assetNumber}
      </span>
    );
  });
}

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
