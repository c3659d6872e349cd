import type { Asset } from '@cmms/shared/assets';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { assetDeleteErrorMessage } from '../api/asset-errors';
import { useDeleteAsset } from '../api/assets';

/** requirements/assets.md#validation: deleting asks 'Are you sure you want to delete this asset?' first. */
export function DeleteAssetDialog({
  asset,
  onClose,
  onDeleted,
}: {
  asset: Asset | null;
  onClose(): void;
  onDeleted?(): void;
}) {
  const remove = useDeleteAsset();
  return (
    <ConfirmDialog
      open={asset !== null}
      title={t('assets.deleteTitle')}
      description={
        asset ? (
          <>
            {t('assets.confirmDelete')}
            <span className="mt-1 block font-semibold text-slate-800">
              {t('assets.nameAndNumber', { name: asset.name, number: asset.assetNumber })}
            </span>
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t('assets.actionDelete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!asset) return;
        remove.mutate(asset.id, {
          onSuccess: () => {
            notify.success(t('assets.deleted'));
            onDeleted?.();
          },
          onError: (error) => notify.error(assetDeleteErrorMessage(error)),
          onSettled: onClose,
        });
      }}
    />
  );
}
