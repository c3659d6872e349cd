import type { Material } from '@cmms/shared/materials';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { MaterialForm } from './material-form';

/** 'Add New Material' / 'Edit Material' (requirements/materials.md#screens); `material` null adds one. */
export function MaterialFormDialog({
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
      title={material ? t('materials.editMaterialModal') : t('materials.addMaterialModal')}
      wide
      onClose={onClose}
    >
      <MaterialForm key={material?.id ?? 'new'} material={material} onDone={onClose} />
    </FormDialog>
  );
}
