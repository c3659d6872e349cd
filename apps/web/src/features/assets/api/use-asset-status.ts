import { type Asset, assetTexts } from '@cmms/shared/assets';
import { notify } from '../../../lib/toast';
import { useSetAssetStatus } from './assets';

/** Hold, Complete and Out of Service (requirements/assets.md#states), with the toasts of requirements/assets.md#errors. */
export function useAssetStatusChange() {
  const setStatus = useSetAssetStatus();
  return {
    change(asset: Asset, status: string) {
      setStatus.mutate(
        { id: asset.id, status },
        {
          onSuccess: (saved) => notify.success(assetTexts.statusUpdated(saved.status)),
          onError: () => notify.error(assetTexts.statusFailed),
        },
      );
    },
    /** The asset whose change is under way, so its buttons wait. */
    changingId: setStatus.isPending ? (setStatus.variables?.id ?? null) : null,
  };
}
