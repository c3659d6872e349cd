import type { Asset } from '@cmms/shared/assets';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
      title="Asset Created"
      description={
        asset ? (
          <>
            <span className="font-semibold text-slate-800">{asset.name}</span> was added as{' '}
            <span className="font-mono whitespace-nowrap">{asset.assetNumber}</span>. Generate its
            QR code for a label now?
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Generate QR Code"
      cancelLabel="Finish"
      onConfirm={() => asset && onQr(asset)}
      onCancel={onFinish}
    />
  );
}
