import type { ManagedUser } from '@cmms/shared/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { rejectErrorMessage } from '../api/signup-texts';
import { useRejectSignup } from '../api/signups';

/** requirements/users-and-roles.md#screens: the Confirm User Rejection dialog; rejecting deletes the sign-up. */
export function RejectSignupDialog({
  user,
  onClose,
}: {
  user: ManagedUser | null;
  onClose(): void;
}) {
  const reject = useRejectSignup();
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('signups.rejectTitle')}
      description={user ? t('signups.rejectConfirm', { name: user.name, email: user.email }) : ''}
      confirmLabel={t('signups.reject')}
      tone="danger"
      busy={reject.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!user) return;
        reject.mutate(user.id, {
          onSuccess: () => notify.success(t('signups.rejected', { name: user.name })),
          onError: (error) => notify.error(rejectErrorMessage(error)),
          onSettled: onClose,
        });
      }}
    />
  );
}
