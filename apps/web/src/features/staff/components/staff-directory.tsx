import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListMessage } from '../../../components/ui/list-message';
import { PageHeader } from '../../../components/ui/page-header';
import { ScreenLoading } from '../../../components/ui/screen-loading';
import { SearchField } from '../../../components/ui/search-field';
import { t } from '../../../lib/i18n/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery } from '../../../lib/use-media-query';
import { displaySiteName } from '../../sites/public';
import { useStaffDirectory } from '../api/staff';
import { StaffCard } from './staff-card';
import { StaffTable } from './staff-table';

/** Staff Directory (requirements/users-and-roles.md#screens): searchable, with Call links; cards small, a table large. */
export function StaffDirectory() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const staff = useStaffDirectory(term);
  const wide = useMediaQuery('(min-width: 768px)');
  // Ours: which people the list holds; the site follows the header's site selector.
  const scope = staff.admin
    ? t('staff.scopeAdmin')
    : staff.siteName
      ? t('staff.scopeSite', { site: displaySiteName(staff.siteName) })
      : t('staff.scopeAllSites');

  const body = () => {
    if (staff.noSite) return <ListMessage>{t('staff.noSite')}</ListMessage>;
    if (staff.isPending) return <ScreenLoading label={t('staff.loading')} />;
    if (staff.isError) {
      return (
        <div className="space-y-3">
          <FormAlert message={t('staff.loadFailed')} />
          <Button variant="secondary" onClick={staff.retry}>
            {t('staff.retry')}
          </Button>
        </div>
      );
    }
    if (staff.members.length === 0) {
      return <ListMessage>{term ? t('staff.noMatch') : t('staff.none')}</ListMessage>;
    }
    if (wide) return <StaffTable members={staff.members} />;
    return (
      <ul className="space-y-3">
        {staff.members.map((member, index) => (
          <li key={member.id}>
            <StaffCard member={member} position={index + 1} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5">
      <PageHeader title={t('staff.directoryTitle')}>
        <p className="mt-1 text-sm text-slate-600">{scope}</p>
      </PageHeader>
      <SearchField
        label={t('staff.searchLabel')}
        placeholder={t('staff.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {body()}
    </div>
  );
}
