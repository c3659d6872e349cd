import { notificationPath } from '@cmms/shared/notification-path';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { linkClass } from '../../../components/ui/text-link';
import { t } from '../../../lib/i18n/i18n';
import { markAdminRead, markAllAdminRead } from '../api/admin-notifications';
import { latestNotificationsQuery, useMarkAllRead, useMarkRead } from '../api/notifications';
import { type AdminNotification, adminTitle } from '../lib/admin-notifications';
import { NotificationPermissionControl } from './notification-permission';
import { NotificationRow } from './notification-row';

export interface BellPanelProps {
  userId: string;
  role: string;
  adminItems: AdminNotification[];
  unread: number;
  close(): void;
}

const rowButton = 'block w-full text-start hover:bg-slate-50 focus-visible:-outline-offset-2';

/** The bell's popover: the latest 10, admin notifications, mark all read, View all. */
export function BellPanel({ userId, role, adminItems, unread, close }: BellPanelProps) {
  const latest = useQuery(latestNotificationsQuery(userId));
  const markRead = useMarkRead(userId);
  const markAll = useMarkAllRead(userId);
  const navigate = useNavigate();
  // requirements/notifications.md#calls: a failed list reads as empty.
  const items = latest.data ?? [];

  const open = (id: string, type: string, read: boolean, data: string) => {
    if (!read) markRead.mutate(id);
    close();
    navigate(notificationPath(type, role, data));
  };

  const markEverything = () => {
    markAll.mutate(undefined);
    markAllAdminRead(userId);
  };

  return (
    <div className="flex max-h-[inherit] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <h2 className="text-sm font-semibold text-slate-900">{t('screens.notifications')}</h2>
        <Button
          variant="ghost"
          className="px-2"
          icon={<CheckCheck className="size-4" aria-hidden />}
          disabled={unread === 0}
          onClick={markEverything}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {latest.isPending && (
          <p className="px-4 py-6 text-center text-sm text-slate-500">{t('common.loading')}</p>
        )}
        {!latest.isPending && items.length === 0 && adminItems.length === 0 && (
          <p className="px-4 py-6 text-center text-sm text-slate-500">
            {t('notifications.noneYet')}
          </p>
        )}
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={rowButton}
                onClick={() => open(item.id, item.type, item.read, item.data)}
              >
                <NotificationRow
                  type={item.type}
                  title={item.title}
                  body={item.body}
                  time={item.createdAt}
                  read={item.read}
                />
              </button>
            </li>
          ))}
          {adminItems.slice(0, 10).map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={rowButton}
                onClick={() => markAdminRead(userId, item.id)}
              >
                <NotificationRow
                  type="admin"
                  title={adminTitle(item)}
                  body={item.message}
                  time={item.timestamp}
                  read={item.read}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-2 border-t border-slate-100 px-4 py-2">
        <NotificationPermissionControl userId={userId} />
        <Link
          to="/notifications"
          onClick={close}
          className={`${linkClass} w-full justify-center text-sm`}
        >
          {t('notifications.viewAll')}
        </Link>
      </div>
    </div>
  );
}
