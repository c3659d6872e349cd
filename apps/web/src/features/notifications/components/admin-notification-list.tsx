import { Check, X } from 'lucide-react';
import { markAdminRead, removeAdminNotification } from '../api/admin-notifications';
import type { AdminNotification } from '../lib/admin-notifications';
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
    return <p className="px-4 py-8 text-center text-sm text-slate-500">No admin notifications</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id}>
          <NotificationRow
            type="admin"
            title={item.title}
            body={item.message}
            time={item.timestamp}
            read={item.read}
            actions={
              <>
                {!item.read && (
                  <IconButton
                    label={`Mark "${item.title}" as read`}
                    icon={<Check className="size-5" aria-hidden />}
                    onClick={() => markAdminRead(userId, item.id)}
                  />
                )}
                <IconButton
                  label={`Remove "${item.title}"`}
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
