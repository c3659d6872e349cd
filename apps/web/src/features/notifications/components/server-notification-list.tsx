import type { MessageKey } from '@cmms/shared/i18n/message';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Check, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { deleteLocally, restoreLocally, useDeletedIds } from '../api/deleted-notifications';
import { type NotificationFilter, notificationListQuery, useMarkRead } from '../api/notifications';
import { IconButton } from './icon-button';
import { NotificationRow } from './notification-row';

const EMPTY_TEXT = {
  all: 'notifications.noneYet',
  unread: 'notifications.noUnread',
  read: 'notifications.noRead',
} as const satisfies Record<NotificationFilter, MessageKey>;

/** The server's notifications for one filter, 50 per page, without those deleted here. */
export function ServerNotificationList({
  userId,
  filter,
}: {
  userId: string;
  filter: NotificationFilter;
}) {
  const query = useInfiniteQuery(notificationListQuery(userId, filter));
  const deleted = useDeletedIds();
  const markRead = useMarkRead(userId);
  // requirements/notifications.md#calls: a failed list reads as an empty one; the alert below offers to try again.
  const items = (query.data?.pages.flat() ?? []).filter((item) => !deleted.has(item.id));

  const remove = (id: string) => {
    deleteLocally(id);
    notify.info(t('notifications.removed'), {
      action: { label: t('common.undo'), onClick: () => restoreLocally(id) },
    });
  };

  if (query.isPending)
    return (
      <p className="px-4 py-10 text-center text-sm text-slate-500">
        {t('notifications.loadingList')}
      </p>
    );

  return (
    <div>
      {query.isError && (
        <div className="space-y-3 p-4">
          <FormAlert message={t('notifications.loadFailed')} />
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-slate-500">{t(EMPTY_TEXT[filter])}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationRow
                type={item.type}
                title={item.title}
                body={item.body}
                time={item.createdAt}
                read={item.read}
                actions={
                  <>
                    {!item.read && (
                      <IconButton
                        label={t('notifications.markReadNamed', { title: item.title })}
                        icon={<Check className="size-5" aria-hidden />}
                        disabled={markRead.isPending && markRead.variables === item.id}
                        onClick={() => markRead.mutate(item.id)}
                      />
                    )}
                    <IconButton
                      label={t('notifications.deleteNamed', { title: item.title })}
                      icon={<Trash2 className="size-5" aria-hidden />}
                      onClick={() => remove(item.id)}
                    />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="border-t border-slate-100 p-4 text-center">
          <Button
            variant="secondary"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('common.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
