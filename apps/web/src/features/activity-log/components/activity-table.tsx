import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import type { ActivityView } from '../lib/activity-view';
import { ActivityTime } from './activity-time';
import { ActivityTypeBadge } from './activity-type-badge';

const COLUMNS = [
  'activity.columnTime',
  'activity.columnType',
  'activity.columnAction',
  'activity.columnDescription',
  'activity.columnUser',
  'activity.columnRole',
] as const;

/** The table view of wide screens. */
export function ActivityTable({ entries }: { entries: ActivityView[] }) {
  return (
    <DataTable
      label={t('activity.tableLabel')}
      columns={COLUMNS.map((column) => t(column))}
      headCellClassName="px-3 py-3 whitespace-nowrap first:ps-4"
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="align-top hover:bg-slate-50">
          <td className="py-2.5 pe-3 ps-4 whitespace-nowrap text-slate-600 tabular-nums">
            <ActivityTime entry={entry} />
          </td>
          <td className="px-3 py-2.5">
            <ActivityTypeBadge entry={entry} />
          </td>
          <td className="px-3 py-2.5 whitespace-nowrap">{entry.actionText}</td>
          <th scope="row" className="min-w-64 px-3 py-2.5 font-medium wrap-anywhere text-slate-900">
            {entry.description}
          </th>
          <td className="px-3 py-2.5 whitespace-nowrap">{entry.userName}</td>
          <td className="px-3 py-2.5 whitespace-nowrap">{entry.roleName}</td>
        </tr>
      ))}
    </DataTable>
  );
}
