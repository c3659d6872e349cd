import type { Role } from '@cmms/shared/roles-admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { notify } from '../../../lib/toast';
import { useDeleteRole } from '../api/roles';

/** requirements/users-and-roles.md#validation: deleting a role asks first; the server refuses a role in use (409). */
export function DeleteRoleDialog({ role, onClose }: { role: Role | null; onClose(): void }) {
  const remove = useDeleteRole();
  return (
    <ConfirmDialog
      open={role !== null}
      title={t('roles.deleteRole')}
      description={role ? t('roles.deleteConfirm', { name: roleLabel(role.label) }) : ''}
      confirmLabel={t('roles.delete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!role) return;
        remove.mutate(role.id, {
          onSuccess: () => notify.success(t('roles.deleted')),
          onError: (error) => notify.error(serverReasonOr(error, t('roles.deleteFailed'))),
          onSettled: onClose,
        });
      }}
    />
  );
}
