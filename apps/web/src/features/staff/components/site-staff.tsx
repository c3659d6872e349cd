import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { PageHeading } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { useStaffDirectory } from '../api/staff';

/** requirements/users-and-roles.md#screens: a client's read-only Site Staff table of their site. */
export function SiteStaff() {
  const staff = useStaffDirectory('');

  const body = () => {
    if (staff.noSite) return <ListMessage>{t('staff.noSite')}</ListMessage>;
    if (staff.isPending) return <ScreenLoading label={t('staff.loading')} />;
    if (staff.isError) return <FormAlert message={t('staff.loadFailed')} />;
    if (staff.members.length === 0) return <ListMessage>{t('staff.noneForSite')}</ListMessage>;
    return (
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full table-fixed text-start text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-12 px-3 py-3">
                {t('staff.columnNumberShort')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('staff.columnName')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('staff.columnRole')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('staff.columnContact')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700">
            {staff.members.map((member, index) => (
              <tr key={member.id}>
                <td className="px-3 py-3">{index + 1}</td>
                <th scope="row" className="px-3 py-3 font-semibold wrap-anywhere text-slate-900">
                  {member.name}
                </th>
                <td className="px-3 py-3 wrap-anywhere">{roleLabel(member.role)}</td>
                <td className="px-3 py-3 break-all">{member.mobile || t('staff.notAvailable')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl space-y-5">
      <PageHeading>{t('staff.siteStaffTitle')}</PageHeading>
      {body()}
    </div>
  );
}
