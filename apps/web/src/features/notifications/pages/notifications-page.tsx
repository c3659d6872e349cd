import { isAdminRole } from '@cmms/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { markAllAdminRead, useAdminNotifications } from '../api/admin-notifications';
import { type NotificationFilter, unreadCountQuery, useMarkAllRead } from '../api/notifications';
import { AdminNotificationList } from '../components/admin-notification-list';
import { NotificationFilters } from '../components/notification-filters';
import { NotificationPermissionControl } from '../components/notification-permission';
import { PageSection } from '../components/page-section';
import { ServerNotificationList } from '../components/server-notification-list';

/** Notifications (requirements/notifications.md#screens): filters, mark read, mark all read, local delete. */
export function NotificationsPage() {
  const user = useSession()?.user;
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const ids = { list: useId(), admin: useId(), device: useId() };
  const serverUnread =
    useQuery({ ...unreadCountQuery(user?.id ?? ''), enabled: Boolean(user) }).data ?? 0;
  const markAll = useMarkAllRead(user?.id ?? '');
  const adminItems = useAdminNotifications(user?.id ?? '', user?.role ?? '');
  if (!user) return null;
  // One count and one Mark all read for both kinds, as the bell shows them.
  const unread = serverUnread + adminItems.filter((item) => !item.read).length;
  const markEverything = () => {
    if (serverUnread > 0) markAll.mutate(undefined);
    markAllAdminRead(user.id);
  };
  // The same filter applies to both lists.
  const shownAdminItems = adminItems.filter(
    (item) => filter === 'all' || item.read === (filter === 'read'),
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageHeader title={t('screens.notifications')}>
        <p className="mt-1 text-sm text-slate-600" aria-live="polite">
          {unread === 0
            ? t('notifications.allCaughtUp')
            : t('notifications.unreadCount', { count: unread })}
        </p>
      </PageHeader>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <NotificationFilters value={filter} onChange={setFilter} />
        <Button
          variant="secondary"
          icon={<CheckCheck className="size-4" aria-hidden />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={markEverything}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <PageSection id={ids.list} title={t('notifications.yours')}>
        <ServerNotificationList userId={user.id} filter={filter} />
      </PageSection>
      {isAdminRole(user.role) && (
        <PageSection id={ids.admin} title={t('notifications.admin')}>
          <AdminNotificationList userId={user.id} items={shownAdminItems} />
        </PageSection>
      )}
      <PageSection id={ids.device} title={t('notifications.browser')}>
        <div className="p-4">
          <NotificationPermissionControl userId={user.id} />
        </div>
      </PageSection>
    </div>
  );
}
