import type { Material } from '@cmms/shared/materials';
import { FormDialog } from '../../../components/ui/form-dialog';
import { materialMessages } from '../lib/material-messages';
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
      title={materialMessages.requestModal(material?.name ?? null)}
      onClose={onClose}
    >
      <RequestForm key={material?.id ?? 'any'} material={material} onDone={onClose} />
    </FormDialog>
  );
}
