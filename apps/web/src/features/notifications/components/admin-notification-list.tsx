import { Check, X } from 'lucide-react';
import { t } from '../../../lib/i18n/i18n';
import { markAdminRead, removeAdminNotification } from '../api/admin-notifications';
import { type AdminNotification, adminTitle } from '../lib/admin-notifications';
import { IconButton } from './icon-button';
import { NotificationRow } from './notification-row';

/** Admin notifications (requirements/notifications.md#records, #who-may-do-what), read or removed in this browser only. */
export function AdminNotificationList({
  userId,
  items,
}: {
  userId: string;
  items: AdminNotification[];
}) {
  if (items.length === 0) {
    return (
      <p className="px-4 py-8 text-center text-sm text-slate-500">{t('notifications.noAdmin')}</p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id}>
          <NotificationRow
            type="admin"
            title={adminTitle(item)}
            body={item.message}
            time={item.timestamp}
            read={item.read}
            actions={
              <>
                {!item.read && (
                  <IconButton
                    label={t('notifications.markReadNamed', { title: adminTitle(item) })}
                    icon={<Check className="size-5" aria-hidden />}
                    onClick={() => markAdminRead(userId, item.id)}
                  />
                )}
                <IconButton
                  label={t('notifications.removeNamed', { title: adminTitle(item) })}
                  icon={<X className="size-5" aria-hidden />}
                  onClick={() => removeAdminNotification(userId, item.id)}
                />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
