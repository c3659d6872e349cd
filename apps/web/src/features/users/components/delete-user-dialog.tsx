import type { ManagedUser } from '@cmms/shared/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { deleteUserErrorMessage, userMessages } from '../api/user-texts';
import { useDeleteUser } from '../api/users';

/** requirements/users-and-roles.md#validation: deleting a user asks first. */
export function DeleteUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete User"
      description={user ? userMessages.deleteConfirm(user.name) : ''}
      confirmLabel="Delete"
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(user.id, {
          onSuccess: () => notify.success(userMessages.deleted),
          onError: (error) => notify.error(deleteUserErrorMessage(error)),
          onSettled: onClose,
        });
      }}
    />
  );
}
