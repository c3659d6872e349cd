import type { Material } from '@cmms/shared/materials';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { useDeleteMaterial } from '../api/materials';
import { causeOf } from '../lib/failures';

/**
 * requirements/materials.md#validation: deleting a material asks first; requirements/materials.md#errors: a failure says 'Failed to delete material: ...' with
 * the server's reason (open requests must be decided first).
 */
export function DeleteMaterialDialog({
  material,
  onClose,
}: {
  material: Material | null;
  onClose(): void;
}) {
  const remove = useDeleteMaterial();
  return (
    <ConfirmDialog
      open={material !== null}
      title={t('materials.deleteMaterialTitle')}
      description={
        material ? (
          <>
            <span className="font-semibold wrap-anywhere text-slate-800">{material.name}</span>
            <br />
            {t('materials.confirmDeleteMaterial')}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t('materials.delete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!material) return;
        remove.mutate(material.id, {
          // The server says it in the language the app sends it (Accept-Language).
          onSuccess: (answer) => notify.success(answer?.message || t('materials.materialDeleted')),
          onError: (error) =>
            notify.error(
              t('materials.deleteMaterialFailed', {
                error: causeOf(error, t('materials.unknownError')),
              }),
            ),
          onSettled: onClose,
        });
      }}
    />
  );
}
