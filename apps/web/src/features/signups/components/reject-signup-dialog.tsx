import type { ManagedUser } from '@cmms/shared/users';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { rejectErrorMessage, signupMessages } from '../api/signup-texts';
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
      title={signupMessages.rejectTitle}
      description={user ? signupMessages.rejectConfirm(user.name, user.email) : ''}
      confirmLabel="Reject"
      tone="danger"
      busy={reject.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!user) return;
        reject.mutate(user.id, {
          onSuccess: () => notify.success(signupMessages.rejected(user.name)),
          onError: (error) => notify.error(rejectErrorMessage(error)),
          onSettled: onClose,
        });
      }}
    />
  );
}
