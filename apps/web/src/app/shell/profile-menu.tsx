import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useState } from 'react';
import { MenuButton } from '../../components/ui/menu-button';
import { t } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';
import { screenPath } from '../navigation';
import { LogoutDialog } from './logout-dialog';

/** Initials for the avatar: first letters of the first and last name. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/** requirements/product.md#screens: the header's profile menu with Profile, Settings and Logout. */
export function ProfileMenu({ compact = false }: { compact?: boolean }) {
  const user = useSession()?.user;
  const [askingLogout, setAskingLogout] = useState(false);
  if (!user) return null;

  const icon = 'size-4 text-slate-500';
  return (
    <>
      <MenuButton
        label={t('shell.accountMenu', { name: user.name })}
        trigger={
          <>
            {/* The initials are drawn, not text: the button's name is 'Account menu for <name>',
                and visible text outside it would break label-in-name (WCAG 2.5.3). */}
            <span
              aria-hidden
              data-initials={initialsOf(user.name)}
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white before:content-[attr(data-initials)]"
            />
            {!compact && (
              <span className="max-w-40 truncate text-sm font-medium text-slate-800">
                {user.name}
              </span>
            )}
            <ChevronDown className="size-4 text-slate-500" aria-hidden />
          </>
        }
        header={
          <div className="mb-1 border-b border-slate-100 px-3 pt-1 pb-3">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
        }
        items={[
          {
            label: t('shell.profile'),
            to: screenPath(user.role, 'profile'),
            icon: <UserRound className={icon} aria-hidden />,
          },
          {
            label: t('shell.settings'),
            to: screenPath(user.role, 'settings'),
            icon: <Settings className={icon} aria-hidden />,
          },
          {
            label: t('shell.logout'),
            onSelect: () => setAskingLogout(true),
            // The door's arrow points out of the page, which is to the left in RTL.
            icon: <LogOut className={`${icon} rtl:-scale-x-100`} aria-hidden />,
          },
        ]}
      />
      <LogoutDialog open={askingLogout} onClose={() => setAskingLogout(false)} />
    </>
  );
}
