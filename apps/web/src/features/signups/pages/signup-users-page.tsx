import type { ManagedUser } from '@cmms/shared/users';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListMessage } from '../../../components/ui/list-message';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SearchField } from '../../../components/ui/search-field';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { assignableRoles, useRoles } from '../../roles/public';
import { useApproveSignup, usePendingSignups } from '../api/signups';
import { RejectSignupDialog } from '../components/reject-signup-dialog';
import { SignupCard } from '../components/signup-card';
import { SignupsError } from '../components/signups-error';

/** Signup Users (requirements/users-and-roles.md#screens): approve a sign-up with a role, or reject it. */
export function SignupUsersPage() {
  const actorRole = useSession()?.user.role ?? '';
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const pending = usePendingSignups(term);
  const roles = assignableRoles(useRoles().data, actorRole);
  const approve = useApproveSignup();
  const [rejecting, setRejecting] = useState<ManagedUser | null>(null);

  const onApprove = (user: ManagedUser, role: string) =>
    approve.mutate(
      { id: user.id, role },
      {
        onSuccess: () => notify.success(t('signups.approved', { name: user.name })),
        onError: () => notify.error(t('signups.approveFailed')),
      },
    );

  const items = pending.data?.items ?? [];
  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('signups.title')}
        actions={
          <Button
            variant="secondary"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={pending.isFetching}
            onClick={() => void pending.refetch()}
          >
            {t('signups.refresh')}
          </Button>
        }
      />
      <SearchField
        label={t('signups.searchLabel')}
        placeholder={t('signups.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {pending.isError && <SignupsError error={pending.error} />}
      {pending.isPending && <ScreenLoading label={t('signups.loading')} />}
      {pending.isSuccess && items.length === 0 && (
        <ListMessage>{term ? t('signups.noMatch') : t('signups.none')}</ListMessage>
      )}
      {items.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {items.map((user) => (
            <li key={user.id}>
              <SignupCard
                user={user}
                roles={roles}
                approving={approve.isPending && approve.variables?.id === user.id}
                onApprove={onApprove}
                onReject={setRejecting}
              />
            </li>
          ))}
        </ul>
      )}
      <RejectSignupDialog user={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
