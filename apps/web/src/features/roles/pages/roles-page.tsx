import type { Role } from '@cmms/shared/roles-admin';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { useRoles } from '../api/roles';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { RoleCard } from '../components/role-card';
import { RoleFormDialog } from '../components/role-form-dialog';

/** Role Management (requirements/users-and-roles.md#screens): the default and custom roles with their permissions. */
export function RolesPage() {
  const roles = useRoles();
  const [form, setForm] = useState<{ open: boolean; role: Role | null }>({
    open: false,
    role: null,
  });
  const [deleting, setDeleting] = useState<Role | null>(null);

  const refresh = async () => {
    const result = await roles.refetch();
    if (result.isError) notify.error(t('roles.fetchFailed'));
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('roles.title')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={roles.isFetching}
              onClick={() => void refresh()}
            >
              {t('roles.refresh')}
            </Button>
            <Button
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => setForm({ open: true, role: null })}
            >
              {t('roles.createNewRole')}
            </Button>
          </div>
        }
      />
      <FormAlert message={roles.usingFallback ? t('roles.fallback') : null} tone="warning" />
      {roles.isPending ? (
        <ScreenLoading label={t('roles.loading')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {roles.roles.map((role) => (
            <li key={role.id}>
              <RoleCard
                role={role}
                editable={!roles.usingFallback}
                onEdit={(chosen) => setForm({ open: true, role: chosen })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}
      <RoleFormDialog
        open={form.open}
        role={form.role}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
