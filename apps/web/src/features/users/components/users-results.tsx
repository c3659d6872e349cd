import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Pager } from '../../../components/ui/pager';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { WIDE_LIST_QUERY } from '../../../lib/device';
import { t } from '../../../lib/i18n/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usersLoadErrorMessage } from '../api/user-texts';
import { USERS_PAGE_SIZE, type useUsersList } from '../api/users';
import { toUserViews } from '../lib/user-view';
import { UserCard } from './user-card';
import type { UserRowActionsProps } from './user-row-actions';
import { UsersTable } from './users-table';

type Props = Omit<UserRowActionsProps, 'user'> & {
  list: ReturnType<typeof useUsersList>;
  searching: boolean;
  offset: number;
  onPage(offset: number): void;
};

/** The users list in each of its states. */
export function UsersResults({ list, searching, offset, onPage, ...actions }: Props) {
  const wide = useMediaQuery(WIDE_LIST_QUERY);
  if (list.isPending) return <ScreenLoading label={t('users.loading')} />;
  if (list.isError && !list.data) {
    return (
      <LoadFailed
        message={usersLoadErrorMessage(list.error)}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const page = list.data ?? { items: [], total: 0 };
  if (page.items.length === 0) {
    return <ListMessage>{searching ? t('users.noMatch') : t('users.none')}</ListMessage>;
  }
  const users = toUserViews(page.items, offset);
  return (
    <div className="space-y-4">
      {/* A failed refresh keeps the rows it had; it still says it failed. */}
      {list.isError && <FormAlert message={usersLoadErrorMessage(list.error)} />}
      {wide ? (
        <UsersTable users={users} {...actions} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {users.map((user) => (
            <li key={user.id}>
              <UserCard user={user} {...actions} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        offset={offset}
        pageSize={USERS_PAGE_SIZE}
        total={page.total}
        noun={t('users.pagerNoun')}
        onChange={onPage}
      />
    </div>
  );
}
