import type { Asset } from '@cmms/shared/assets';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { AssetForm } from './asset-form';

/**
 * The Add/Edit Asset dialog (requirements/assets.md#screens: modal, closes on Escape); `asset` null adds one.
 * `onClose` gets the saved asset, or null when nothing was saved.
 */
export function AssetFormDialog({
  open,
  asset,
  onClose,
}: {
  open: boolean;
  asset: Asset | null;
  onClose(saved: Asset | null): void;
}) {
  return (
    <FormDialog
      open={open}
      title={asset ? t('assets.editTitle') : t('assets.addTitle')}
      wide
      onClose={() => onClose(null)}
    >
      <AssetForm key={asset?.id ?? 'new'} asset={asset} onDone={onClose} />
    </FormDialog>
  );
}
