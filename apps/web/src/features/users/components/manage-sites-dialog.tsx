import type { ManagedUser } from '@cmms/shared/users';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { ManageSitesForm } from './manage-sites-form';

/** The Manage Sites dialog for `user`; closed when null. */
export function ManageSitesDialog({
  user,
  onClose,
}: {
  user: ManagedUser | null;
  onClose(): void;
}) {
  return (
    <FormDialog open={user !== null} title={t('users.manageSites')} onClose={onClose}>
      {user && <ManageSitesForm key={user.id} user={user} onDone={onClose} />}
    </FormDialog>
  );
}
