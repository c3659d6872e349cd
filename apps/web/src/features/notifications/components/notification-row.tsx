import { readableDates } from '@cmms/shared/notifications';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formats, t } from '../../../lib/i18n/i18n';
import { fullDateTime, relativeTime } from '../lib/relative-time';
import { NotificationIcon } from './notification-icon';

export interface NotificationRowProps {
  type: string;
  title: string;
  body: string;
  time: string;
  read: boolean;
  /** Buttons at the end of the row (mark read, delete). */
  actions?: ReactNode;
}

/**
 * One notification as the page and the bell show it: icon, title, text, age, unread mark. Dates
 * in the texts read as the screens write them, also in those written before the server did so.
 */
export function NotificationRow({ type, title, body, time, read, actions }: NotificationRowProps) {
  return (
    <div className={clsx('flex gap-3 px-4 py-3', !read && 'bg-brand-50/60')}>
      <NotificationIcon type={type} />
      <div className="min-w-0 flex-1">
        <p
          className={clsx(
            'text-sm wrap-anywhere text-slate-900',
            read ? 'font-medium' : 'font-semibold',
          )}
        >
          {!read && (
            <span
              className="me-1.5 inline-block size-2 rounded-full bg-brand-600 align-middle"
              aria-hidden
            />
          )}
          {readableDates(title, formats())}
          {!read && <span className="sr-only"> {t('notifications.unreadMark')}</span>}
        </p>
        <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">
          {readableDates(body, formats())}
        </p>
        <time
          dateTime={time}
          title={fullDateTime(time)}
          className="mt-1 block text-xs text-slate-500"
        >
          {relativeTime(time)}
        </time>
      </div>
      {actions && <div className="-my-1 -me-2 flex shrink-0 items-start">{actions}</div>}
    </div>
  );
}
