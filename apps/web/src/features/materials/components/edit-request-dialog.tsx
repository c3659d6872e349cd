import type { MaterialRequest } from '@cmms/shared/materials';
import { FormDialog } from '../../../components/ui/form-dialog';
import { materialMessages } from '../lib/material-messages';
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
      title={request ? materialMessages.editRequestModal(asManager, request.material.name) : ''}
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
