import { Phone } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { telHref } from '../lib/staff';

/** requirements/users-and-roles.md#screens: Call opens the phone's dialler (a tel: link); nothing without a number. */
export function CallLink({ name, mobile }: { name: string; mobile: string | null }) {
  const href = telHref(mobile);
  if (!href) return <span className="text-sm text-slate-400">—</span>;
  return (
    <a
      href={href}
      aria-label={t('staff.callNamed', { name })}
      className={buttonClass('secondary', 'px-3')}
    >
      <Phone className="size-4" aria-hidden />
      {t('staff.call')}
    </a>
  );
}
