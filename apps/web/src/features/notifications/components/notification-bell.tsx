import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { useAdminNotifications } from '../api/admin-notifications';
import { unreadCountQuery } from '../api/notifications';
import { badgeText, bellLabel } from '../lib/badge';
import { BellPanel } from './bell-panel';

/**
 * The header's bell (requirements/product.md#screens; the shell shows it to admin and superadmin). The badge adds
 * the server's unread count, polled every 30 s, and the unread admin notifications. The panel
 * is a native popover: Escape and a click outside close it, and focus returns to the bell. It
 * hangs under the bell (CSS anchor positioning), or under the header where that is unsupported.
 */
export function NotificationBell() {
  const user = useSession()?.user;
  const popoverId = useId();
  const popover = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const serverUnread =
    useQuery({ ...unreadCountQuery(user?.id ?? ''), enabled: Boolean(user) }).data ?? 0;
  const adminItems = useAdminNotifications(user?.id ?? '', user?.role ?? '');
  if (!user) return null;
  const unread = serverUnread + adminItems.filter((item) => !item.read).length;
  const badge = badgeText(unread);

  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        className="relative inline-flex size-11 [anchor-name:--notification-bell] items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell className="size-5" aria-hidden />
        {badge && (
          <span
            aria-hidden
            className="absolute top-1 end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {badge}
          </span>
        )}
      </button>
      <div
        ref={popover}
        id={popoverId}
        // An empty value is the auto state: Escape and a click outside close it.
        popover=""
        role="dialog"
        aria-label={t('screens.notifications')}
        onToggle={(event) => setOpen(event.newState === 'open')}
        // Under the bell, its outer edge lined up with the bell's: the right one, or the left in RTL.
        className="top-16 end-2 bottom-auto start-auto m-0 max-h-[min(34rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] overflow-hidden rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl [position-anchor:--notification-bell] supports-[top:anchor(bottom)]:top-[calc(anchor(bottom,3.5rem)+0.5rem)] sm:supports-[top:anchor(bottom)]:right-[anchor(right,0.5rem)] sm:supports-[top:anchor(bottom)]:rtl:right-auto sm:supports-[top:anchor(bottom)]:rtl:left-[anchor(left,0.5rem)]"
      >
        {open && (
          <BellPanel
            userId={user.id}
            role={user.role}
            adminItems={adminItems}
            unread={unread}
            close={() => popover.current?.hidePopover()}
          />
        )}
      </div>
    </>
  );
}
