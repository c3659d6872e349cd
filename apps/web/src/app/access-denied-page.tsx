import type { ShellRole } from '@cmms/shared/roles';
import { dashboardPathOf } from '@cmms/shared/route-access';
import { ShieldX } from 'lucide-react';
import { useId } from 'react';
import { StatusPanel } from '../components/status-panel';
import { ButtonLink } from '../components/ui/button-link';
import { t } from '../lib/i18n/i18n';
import { roleLabel } from '../lib/role-label';
import { useSession } from '../lib/session';

/** requirements/product.md#who-may-do-what: what a user sees on a page their role may not open. */
export function AccessDeniedPage({ requiredRoles }: { requiredRoles: readonly ShellRole[] }) {
  const role = useSession()?.user.role;
  const listLabel = useId();
  return (
    <StatusPanel
      tone="danger"
      icon={<ShieldX className="size-6" aria-hidden />}
      eyebrow="403"
      title={t('screens.accessDenied')}
      actions={<ButtonLink to={dashboardPathOf(role)}>{t('shell.goToDashboard')}</ButtonLink>}
    >
      <p>{t('shell.noPermissionPage')}</p>
      <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm">
        <p id={listLabel} className="font-medium text-slate-700">
          {t('shell.requiredRoles')}
        </p>
        <ul aria-labelledby={listLabel} className="mt-2 flex flex-wrap justify-center gap-2">
          {requiredRoles.map((required) => (
            <li
              key={required}
              className="rounded-full bg-white px-3 py-1 font-medium text-slate-800 ring-1 ring-slate-200"
            >
              {roleLabel(required)}
            </li>
          ))}
        </ul>
      </div>
    </StatusPanel>
  );
}
