import type { ManagedUser } from '@cmms/shared/users';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { UserForm } from './user-form';

/** The Create/Edit User dialog; `user` null creates one. */
export function UserFormDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: ManagedUser | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={open}
      title={user ? t('users.editUser') : t('users.createUser')}
      onClose={onClose}
    >
      <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />
    </FormDialog>
  );
}
