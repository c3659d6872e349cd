import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { Sheet } from '../../components/ui/sheet';
import { t } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session';
import { moreSheetSections } from '../mobile-navigation';

/** requirements/product.md#screens: the More sheet, with the rest of the role's menu grouped as in the sidebar. */
export function MoreSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useSession()?.user;
  return (
    <Sheet open={open} title={t('shell.more')} onClose={onClose}>
      <div className="max-h-[calc(85dvh-4.5rem)] overflow-y-auto">
        {moreSheetSections(user).map((section) => (
          <section key={section.label} aria-label={section.label} className="mt-2 first:mt-0">
            <p
              aria-hidden
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {section.label}
            </p>
            <ul className="grid grid-cols-2 gap-1">
              {section.items.map((item) => {
                const Icon = item.icon;
                return (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      onClick={onClose}
                      className={({ isActive }) =>
                        clsx(
                          'flex min-h-12 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                          isActive
                            ? 'bg-brand-50 text-brand-800'
                            : 'text-slate-700 hover:bg-slate-100',
                        )
                      }
                    >
                      <Icon className="size-5 shrink-0 text-slate-500" aria-hidden />
                      <span className="min-w-0 leading-tight">{item.label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Sheet>
  );
}
