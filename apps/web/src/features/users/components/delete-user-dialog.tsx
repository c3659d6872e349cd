import type { ManagedUser } from '@cmms/shared/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { deleteUserErrorMessage } from '../api/user-texts';
import { useDeleteUser } from '../api/users';

/** requirements/users-and-roles.md#validation: deleting a user asks first. */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('users.deleteUser')}
      description={user ? t('users.deleteConfirm', { name: user.name }) : ''}
      confirmLabel={t('users.delete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => notify.success(t('users.deleted')),
          onError: (error) => notify.error(deleteUserErrorMessage(error)),
          onSettled: onClose,
        });
      }}
    />
  );
}
