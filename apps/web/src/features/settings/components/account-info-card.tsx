import type { SessionUser } from '@cmms/shared/accounts';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useRoleLabel } from '../../../lib/role-label';
import { SettingsCard } from './settings-card';

const memberSince = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown'
    : date.toLocaleDateString(undefined, { dateStyle: 'long' });
};

/** 'Account Information' (requirements/accounts.md#screens): name, email, role, member since. */
export function AccountInfoCard({ user }: { user: SessionUser }) {
  const id = useId();
  const role = useRoleLabel(user.role);
  const rows: [string, string][] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Role', role],
    ['Member since', memberSince(user.createdAt)],
  ];
  return (
    <SettingsCard
      id={id}
      icon={<UserRound className="size-5" aria-hidden />}
      title="Account Information"
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
