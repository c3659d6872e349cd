import type { Material } from '@cmms/shared/materials';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { RequestForm } from './request-form';

/** 'Request {material name}' from a row, or 'Request Material' with a picker (requirements/materials.md#screens). */
export function RequestFormDialog({
  open,
  material,
  onClose,
}: {
  open: boolean;
  material: Material | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={open}
      title={
        material
          ? t('materials.requestModalFor', { name: material.name })
          : t('materials.requestModal')
      }
      onClose={onClose}
    >
      <RequestForm key={material?.id ?? 'any'} material={material} onDone={onClose} />
    </FormDialog>
  );
}
