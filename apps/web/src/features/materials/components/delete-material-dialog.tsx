import type { Material } from '@cmms/shared/materials';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useDeleteMaterial } from '../api/materials';
import { causeOf } from '../lib/failures';
import { materialMessages } from '../lib/material-messages';

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
      title="Delete Material"
      description={
        material ? (
          <>
            <span className="font-semibold wrap-anywhere text-slate-800">{material.name}</span>
            <br />
            {materialMessages.confirmDeleteMaterial}
          </>
        ) : (
          ''
        )
      }
      confirmLabel="Delete"
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!material) return;
        remove.mutate(material.id, {
          onSuccess: (answer) =>
            notify.success(answer?.message || materialMessages.materialDeleted),
          onError: (error) =>
            notify.error(
              materialMessages.deleteMaterialFailed(causeOf(error, materialMessages.unknownError)),
            ),
          onSettled: onClose,
        });
      }}
    />
  );
}
