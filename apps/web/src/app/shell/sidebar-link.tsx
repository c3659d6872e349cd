import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { badgeText } from '../../features/notifications/public';
import { t } from '../../lib/i18n/i18n';
import type { NavItem } from '../navigation';

/**
 * One sidebar entry; collapsed, only the icon shows and the label stays for screen readers.
 * `unread` adds a count badge (Notifications), which the link's name says too.
 */
export function SidebarLink({
  item,
  collapsed,
  unread = 0,
}: {
  item: NavItem;
  collapsed: boolean;
  unread?: number;
}) {
  const Icon = item.icon;
  const badge = badgeText(unread);
  return (
    <NavLink
      to={item.to}
      end
      title={
        collapsed
          ? badge
            ? t('shell.linkUnread', { label: item.label, count: badge })
            : item.label
          : undefined
      }
      className={({ isActive }) =>
        clsx(
          'relative flex min-h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
          collapsed && 'justify-center px-0',
          isActive
            ? 'bg-brand-50 text-brand-800'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      {/* Two lines before an ellipsis: 'Gestionar listas de verificación' is read whole. */}
      <span className={collapsed ? 'sr-only' : 'line-clamp-2 min-w-0 flex-1 py-1 wrap-break-word'}>
        {item.label}
      </span>
      {/* The name comes from the content, 'Notifications 7 unread', so what is seen is heard. */}
      {badge && (
        <>
          <span
            className={clsx(
              'rounded-full bg-red-600 text-center font-bold text-white tabular-nums',
              collapsed
                ? 'absolute top-0 end-1 min-w-4 px-1 text-[10px] leading-4'
                : 'min-w-5 shrink-0 px-1.5 text-xs leading-5',
            )}
          >
            {badge}
          </span>
          <span className="sr-only">{t('shell.unread')}</span>
        </>
      )}
    </NavLink>
  );
}
