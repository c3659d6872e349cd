import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import type { UserView } from '../lib/user-view';
import { ApprovedBadge } from './approved-badge';
import { EmailText } from './email-text';
import { StatusBadge } from './status-badge';
import { UserRowActions, type UserRowActionsProps } from './user-row-actions';

type Props = Omit<UserRowActionsProps, 'user'> & { users: UserView[] };

const columns = () => [
  t('users.columnNumber'),
  t('users.columnUserId'),
  t('users.columnUserName'),
  t('users.columnEmail'),
  t('users.columnMobile'),
  t('users.columnRole'),
  t('users.columnStatus'),
  t('users.columnSites'),
  t('users.columnApproved'),
  t('users.columnActions'),
];

/** requirements/users-and-roles.md#screens: the users table of wide screens. */
export function UsersTable({ users, ...actions }: Props) {
  return (
    <DataTable
      label={t('users.tableLabel')}
      columns={columns()}
      // Headers may wrap: in Spanish ('Sitios asignados', 'Número de móvil') the row's actions
      // would otherwise be pushed past the card's edge on a 1366 px screen.
      headCellClassName="px-2 py-3 first:ps-4"
    >
      {users.map((user) => (
        <tr key={user.id} className="hover:bg-slate-50">
          <td className="py-2 pe-2 ps-4">{user.position}</td>
          <td className="px-2 py-2 font-mono text-xs">{user.code}</td>
          <th
            scope="row"
            className="max-w-48 min-w-24 px-2 py-2 font-semibold wrap-anywhere text-slate-900"
          >
            {user.name}
          </th>
          <td className="px-2 py-2">
            <EmailText email={user.email} />
          </td>
          <td className="px-2 py-2 whitespace-nowrap">{user.mobile || '—'}</td>
          <td className="px-2 py-2">{user.roleName}</td>
          <td className="px-2 py-2">
            <StatusBadge status={user.status} />
          </td>
          <td className="max-w-48 min-w-24 px-2 py-2 wrap-anywhere">{user.sitesText}</td>
          <td className="px-2 py-2">
            <ApprovedBadge approved={user.approved} />
          </td>
          <td className="px-2 py-1">
            <UserRowActions user={user} {...actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
