import type { SessionUser } from '@cmms/shared/accounts';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { formats, t } from '../../../lib/i18n/i18n';
import { useRoleLabel } from '../../../lib/role-label';
import { SettingsCard } from './settings-card';

const memberSince = (iso: string) =>
  formats().dateTime(iso, { dateStyle: 'long' }) || t('settings.unknownDate');

/** 'Account Information' (requirements/accounts.md#screens): name, email, role, member since. */
export function AccountInfoCard({ user }: { user: SessionUser }) {
  const id = useId();
  const role = useRoleLabel(user.role);
  const rows: [string, string][] = [
    [t('settings.name'), user.name],
    [t('settings.email'), user.email],
    [t('settings.role'), role],
    [t('settings.memberSince'), memberSince(user.createdAt)],
  ];
  return (
    <SettingsCard
      id={id}
      icon={<UserRound className="size-5" aria-hidden />}
      title={t('settings.accountInfoTitle')}
    >
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
            <dd className="mt-0.5 text-sm font-medium wrap-anywhere text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
