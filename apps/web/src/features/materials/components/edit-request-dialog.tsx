import type { MaterialRequest } from '@cmms/shared/materials';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { EditRequestForm } from './edit-request-form';

/**
 * requirements/materials.md#screens: 'Edit Request' (admin, superadmin, manager) or 'Edit My Request' (others), followed by
 * the material name. Closed while `request` is null.
 */
export function EditRequestDialog({
  request,
  asManager,
  onClose,
}: {
  request: MaterialRequest | null;
  asManager: boolean;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={request !== null}
      title={
        request
          ? t(asManager ? 'materials.editRequestModal' : 'materials.editMyRequestModal', {
              name: request.material.name,
            })
          : ''
      }
      onClose={onClose}
    >
      {request && (
        <EditRequestForm
          key={request.id}
          request={request}
          asManager={asManager}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}
