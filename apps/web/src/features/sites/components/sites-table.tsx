import { DataTable } from '../../../components/ui/data-table';
import { t } from '../../../lib/i18n/i18n';
import type { SiteView } from '../lib/site-view';
import { MapLink } from './map-link';
import { SiteRowActions, type SiteRowActionsProps } from './site-row-actions';
import { SiteThumbnail } from './site-thumbnail';

type Props = Omit<SiteRowActionsProps, 'site'> & { sites: SiteView[] };

const columns = () => [
  t('sites.columnNumber'),
  t('sites.columnSiteId'),
  t('sites.columnImage'),
  t('sites.columnName'),
  t('sites.columnLocation'),
  t('sites.columnAddress'),
  t('sites.columnMap'),
  t('sites.columnSiteManager'),
  t('sites.columnClientPoc'),
  t('sites.columnActions'),
];
const text = (value: string | null) => value || '—';

/** requirements/sites.md#screens: the sites table of wide screens. */
export function SitesTable({ sites, ...actions }: Props) {
  return (
    <DataTable
      label={t('sites.tableLabel')}
      columns={columns()}
      // Headers may wrap, so a longer language keeps the Actions column on the screen.
      headCellClassName="px-3 py-3"
    >
      {sites.map((site) => (
        <tr key={site.id} className="align-middle hover:bg-slate-50">
          <td className="px-3 py-2">{site.position}</td>
          <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{site.code}</td>
          <td className="px-3 py-2">
            <SiteThumbnail src={site.imageUrl} name={site.displayName} />
          </td>
          <th
            scope="row"
            className="max-w-56 min-w-32 px-3 py-2 font-semibold wrap-anywhere text-slate-900"
          >
            {site.displayName}
          </th>
          <td className="max-w-48 min-w-28 px-3 py-2 wrap-anywhere">{text(site.location)}</td>
          <td className="max-w-56 min-w-36 px-3 py-2 wrap-anywhere">{text(site.address)}</td>
          <td className="px-3 py-2">
            <MapLink site={site} />
          </td>
          <td className="max-w-40 min-w-24 px-3 py-2 wrap-anywhere">{text(site.siteManager)}</td>
          <td className="max-w-40 min-w-24 px-3 py-2 wrap-anywhere">{text(site.clientPOC)}</td>
          <td className="px-3 py-1">
            <SiteRowActions site={site} layout="table" {...actions} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
