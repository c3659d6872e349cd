import { clsx } from 'clsx';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useUnreadCount } from '../../features/notifications/public';
import { t } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';
import { dashboardItem, sidebarHelpItems, sidebarSections } from '../navigation';
import { BrandMark } from './brand-mark';
import { SidebarLink } from './sidebar-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/**
 * requirements/product.md#screens, #who-may-do-what: the desktop sidebar with the role's groups; it collapses to icons. At its
 * foot, outside the groups, Help and About, and Notifications with the unread count for the
 * roles the header's bell is not for (issue 20: they had no way there on a desktop).
 */
export function Sidebar() {
  const user = useSession()?.user;
  const [collapsed, toggle] = useSidebarCollapsed();
  const sections = sidebarSections(user);
  const helpItems = sidebarHelpItems(user?.role);
  const notifications = helpItems.some((item) => item.screen === 'notifications');
  const unread = useUnreadCount(notifications);

  return (
    <aside
      className={clsx(
        'sticky top-0 flex h-dvh shrink-0 flex-col border-e border-slate-200 bg-white transition-[width] duration-200',
        collapsed ? 'w-18' : 'w-64',
      )}
    >
      <div
        className={clsx(
          'flex h-16 items-center border-b border-slate-200',
          collapsed ? 'justify-center' : 'px-4',
        )}
      >
        <BrandMark withName={!collapsed} />
      </div>
      {/* relative: the collapsed labels (sr-only, absolute) stay inside the scrolling list
          instead of stretching the page. */}
      <nav
        aria-label={t('shell.mainNavigation')}
        className="relative flex-1 overflow-y-auto px-3 py-3"
      >
        <SidebarLink item={dashboardItem(user?.role)} collapsed={collapsed} />
        {sections.map((section) => (
          <div key={section.label} className="mt-3">
            {collapsed ? (
              <hr className="mx-2 mb-2 border-slate-200" />
            ) : (
              // The list carries the group name for screen readers; this is its visible twin.
              <p
                aria-hidden
                className="mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase"
              >
                {section.label}
              </p>
            )}
            <ul aria-label={section.label} className="space-y-0.5">
              {section.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} collapsed={collapsed} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <nav aria-label={t('shell.helpNavigation')} className="border-t border-slate-200 px-3 pt-3">
        {/* Expanded, Help and About share a row: the groups above keep the height. */}
        <ul className={clsx('grid gap-0.5', !collapsed && 'grid-cols-2')}>
          {helpItems.map((item) => (
            <li
              key={item.to}
              className={clsx(!collapsed && item.screen === 'notifications' && 'col-span-2')}
            >
              <SidebarLink
                item={item}
                collapsed={collapsed}
                unread={item.screen === 'notifications' ? unread : 0}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="p-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
          title={collapsed ? t('shell.expandSidebar') : undefined}
          className={clsx(
            'flex min-h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            collapsed && 'justify-center px-0',
          )}
        >
          {/* The panel's side follows the reading direction: the sidebar is on the right in RTL. */}
          {collapsed ? (
            <PanelLeftOpen className="size-5 rtl:-scale-x-100" aria-hidden />
          ) : (
            <PanelLeftClose className="size-5 rtl:-scale-x-100" aria-hidden />
          )}
          {!collapsed && <span>{t('shell.collapse')}</span>}
        </button>
      </div>
    </aside>
  );
}
