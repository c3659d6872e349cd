import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { t } from '../../lib/i18n/i18n';
import { useLogoutFlow } from './use-logout-flow';

/** requirements/product.md#screens: Logout asks 'Are you sure you want to log out of your account?' first. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { signOut, pending } = useLogoutFlow();
  return (
    <ConfirmDialog
      open={open}
      title={t('shell.logout')}
      description={t('account.logoutConfirm')}
      confirmLabel={t('shell.logout')}
      tone="danger"
      busy={pending}
      onConfirm={signOut}
      onCancel={onClose}
    />
  );
}
