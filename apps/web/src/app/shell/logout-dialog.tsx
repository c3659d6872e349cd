import { accountTexts } from '@cmms/shared/accounts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLogoutFlow } from './use-logout-flow';

/** requirements/product.md#screens: Logout asks 'Are you sure you want to log out of your account?' first. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { signOut, pending } = useLogoutFlow();
  return (
    <ConfirmDialog
      open={open}
      title="Logout"
      description={accountTexts.logoutConfirm}
      confirmLabel="Logout"
      tone="danger"
      busy={pending}
      onConfirm={signOut}
      onCancel={onClose}
    />
  );
}
