import type { ManagedUser } from '@cmms/shared/users';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchField } from '../../../components/ui/search-field';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { useSetUserStatus, useUsersList } from '../api/users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { ManageSitesDialog } from '../components/manage-sites-dialog';
import { UserFormDialog } from '../components/user-form-dialog';
import { UsersResults } from '../components/users-results';
import { statusLabel } from '../lib/user-status';

/** Users (requirements/users-and-roles.md#screens): searched and paged on the server; admins only (route and API). */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [offset, setOffset] = usePaging(term);
  const list = useUsersList(term, offset);
  const setStatus = useSetUserStatus();
  const [form, setForm] = useState<{ open: boolean; user: ManagedUser | null }>({
    open: false,
    user: null,
  });
  const [managing, setManaging] = useState<ManagedUser | null>(null);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);

  const toggleStatus = (user: ManagedUser) => {
    const status = user.status === 'Active' ? 'Inactive' : 'Active';
    setStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: () =>
          notify.success(
            t('users.statusChanged', { name: user.name, status: statusLabel(status) }),
          ),
        onError: (error) => notify.error(serverReasonOr(error, t('users.statusFailed'))),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('users.title')}
        actions={
          <Button
            icon={<UserPlus className="size-4" aria-hidden />}
            onClick={() => setForm({ open: true, user: null })}
          >
            {t('users.addUser')}
          </Button>
        }
      />
      <SearchField
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <UsersResults
        list={list}
        searching={term !== ''}
        offset={offset}
        onPage={setOffset}
        busy={setStatus.isPending}
        onEdit={(user) => setForm({ open: true, user })}
        onManageSites={setManaging}
        onToggleStatus={toggleStatus}
        onDelete={setDeleting}
      />
      <UserFormDialog
        open={form.open}
        user={form.user}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
      <ManageSitesDialog user={managing} onClose={() => setManaging(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
