import { isAdminRole } from '@cmms/shared/roles';
import { Suspense } from 'react';
import { SiteSelector } from '../../features/sites/public';
import { useSession } from '../../lib/session';
import { widgets } from '../screens';
import { BrandMark } from './brand-mark';
import { LiveIndicator } from './live-indicator';
import { ProfileMenu } from './profile-menu';
import { SyncIndicator } from './sync-indicator';

/**
 * requirements/product.md#screens: the page title, the notification bell (admin and superadmin
 * only) and the profile menu; the site selector of requirements/product.md#who-may-do-what for the
 * roles that have one (it renders nothing for the others). On a phone it also carries the logo,
 * since there is no sidebar, and the selector takes a row of its own.
 */
export function AppHeader({ title, mobile }: { title: string; mobile: boolean }) {
  const role = useSession()?.user.role;
  const Bell = widgets.NotificationBell;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur">
      <div className="flex h-14 items-center gap-3 px-4 lg:h-16 lg:px-6">
        {mobile && <BrandMark />}
        {/* Not a heading: each screen has its own h1; this names the page in the frame. */}
        <p className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{title}</p>
        {!mobile && <SiteSelector />}
        <LiveIndicator />
        <SyncIndicator />
        {isAdminRole(role) && (
          <Suspense fallback={null}>
            <Bell />
          </Suspense>
        )}
        <ProfileMenu compact={mobile} />
      </div>
      {mobile && (
        <div className="px-4 pb-2 empty:hidden">
          <SiteSelector className="w-full" />
        </div>
      )}
    </header>
  );
}
