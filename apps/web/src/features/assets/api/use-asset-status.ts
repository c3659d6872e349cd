import type { Asset } from '@cmms/shared/assets';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { assetStatusLook } from '../lib/asset-status';
import { useSetAssetStatus } from './assets';

/** Hold, Complete and Out of Service (requirements/assets.md#states), with the toasts of requirements/assets.md#errors. */
export function useAssetStatusChange() {
  const setStatus = useSetAssetStatus();
  return {
    change(asset: Asset, status: string) {
      setStatus.mutate(
        { id: asset.id, status },
        {
          onSuccess: (saved) =>
            notify.success(
              t('assets.statusUpdated', { status: assetStatusLook(saved.status).label }),
            ),
          onError: () => notify.error(t('assets.statusFailed')),
        },
      );
    },
    /** The asset whose change is under way, so its buttons wait. */
    changingId: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
  };
}
