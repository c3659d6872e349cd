import type { Role } from '@cmms/shared/roles-admin';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { RoleForm } from './role-form';

/** The Create/Edit Role dialog; `role` null creates one. */
export function RoleFormDialog({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role: Role | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={open}
      title={role ? t('roles.editRole') : t('roles.createNewRole')}
      wide
      onClose={onClose}
    >
      <RoleForm key={role?.id ?? 'new'} role={role} onDone={onClose} />
    </FormDialog>
  );
}
