import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import type { StaffMember } from '../lib/staff';
import { CallLink } from './call-link';

/** The directory on wide screens: S.No., Name, Role, Contact Number and Call. */
export function StaffTable({ members }: { members: StaffMember[] }) {
  return (
    <DataTable
      label={t('staff.tableLabel')}
      columns={[
        t('staff.columnNumber'),
        t('staff.columnName'),
        t('staff.columnRole'),
        t('staff.columnContact'),
        t('staff.columnCall'),
      ]}
      headCellClassName="px-4 py-3"
    >
      {members.map((member, index) => (
        <tr key={member.id} className="hover:bg-slate-50">
          <td className="px-4 py-2">{index + 1}</td>
          <th scope="row" className="px-4 py-2 font-semibold text-slate-900">
            {member.name}
          </th>
          <td className="px-4 py-2">{roleLabel(member.role)}</td>
          <td className="px-4 py-2 whitespace-nowrap">{member.mobile || '—'}</td>
          <td className="px-4 py-1.5">
            <CallLink name={member.name} mobile={member.mobile} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
