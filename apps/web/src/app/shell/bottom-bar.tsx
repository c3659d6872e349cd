import { clsx } from 'clsx';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { t } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';
import { bottomBarItems } from '../mobile-navigation';
import { MoreSheet } from './more-sheet';

const cell =
  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] leading-tight font-medium';

/** requirements/product.md#screens: the phone's bottom bar (Home, Tasks, Assets, Profile, the role's extra, More). */
export function BottomBar() {
  const user = useSession()?.user;
  const [moreOpen, setMoreOpen] = useState(false);

  return (
    <>
      <nav
        aria-label={t('shell.bottomNavigation')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto grid max-w-xl grid-cols-6">
          {bottomBarItems(user).map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.label}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    clsx(cell, isActive ? 'text-brand-700' : 'text-slate-500 hover:text-slate-900')
                  }
                >
                  <Icon className="size-5" aria-hidden />
                  {/* Two lines before an ellipsis: 'Órdenes de trabajo' and 'موظفو الموقع' fit, in the bar's height. */}
                  <span className="line-clamp-2 max-w-full text-center wrap-break-word">
                    {item.label}
                  </span>
                </NavLink>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              onClick={() => setMoreOpen(true)}
              className={clsx(
                cell,
                moreOpen ? 'text-brand-700' : 'text-slate-500 hover:text-slate-900',
              )}
            >
              <Ellipsis className="size-5" aria-hidden />
              <span>{t('shell.more')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <MoreSheet open={moreOpen} onClose={() => setMoreOpen(false)} />
    </>
  );
}
