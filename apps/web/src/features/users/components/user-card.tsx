import { t } from '../../../lib/i18n/i18n';
import type { UserView } from '../lib/user-view';
import { ApprovedBadge } from './approved-badge';
import { StatusBadge } from './status-badge';
import { UserRowActions, type UserRowActionsProps } from './user-row-actions';

type Props = Omit<UserRowActionsProps, 'user'> & { user: UserView };

/** One user on a narrow screen: the table's columns as a card. */
export function UserCard({ user, ...actions }: Props) {
  // Short facts share a line on a phone; the email and sites get the full width.
  const facts = [
    [t('users.columnEmail'), user.email, 'col-span-2'],
    [t('users.columnMobile'), user.mobile || '—', ''],
    [t('users.columnRole'), user.roleName, ''],
    [t('users.columnSites'), user.sitesText, 'col-span-2'],
  ] as const;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">
            {user.position}. <span className="font-mono">{user.code}</span>
          </p>
          <h2 className="font-semibold wrap-anywhere text-slate-900">{user.name}</h2>
        </div>
        <div className="flex gap-1.5">
          <StatusBadge status={user.status} />
          <ApprovedBadge approved={user.approved} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value, span]) => (
          <div key={label} className={`min-w-0 ${span}`}>
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="wrap-anywhere text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-2 border-t border-slate-100 pt-2">
        <UserRowActions user={user} {...actions} />
      </div>
    </article>
  );
}
